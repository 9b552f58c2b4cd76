import { formatMoney } from '@domain/pricing/money';
import type { SummaryCents } from '@domain/ordering/api-schemas';
import { DataTable, dataColumns } from '@/components/data-table/data-table';

type AmountRow = { label: string; cents: number; total?: boolean; /** Words instead of the amount (a shipping cost not chosen yet). */ text?: string };

// Stable, module-level columns (TanStack Table v9): a row header with the label, then the amount.
const column = dataColumns<AmountRow>();
const columns = column.columns([
  column.accessor('label', { header: 'Item', meta: { className: '' } }),
  column.accessor('cents', { header: 'Amount', meta: { className: '' }, cell: ({ getValue, row }) => row.original.text ?? formatMoney(getValue()) }),
]);

/** The text of the shipping row before a shipping method is chosen (the cart has none yet, so no amount is shown as if it were the charge). */
export const SHIPPING_NEXT_STEP = 'Chosen in the next step';

/**
 * The order's amounts (spec point 2 "Review and Order"): subtotal, discount, insurance, shipping,
 * estimated tax, total. `shippingPending`: the shipping method is not chosen yet — the row says so
 * and the total is the total before shipping.
 */
export function OrderSummaryTable({ summary, caption = 'Order summary', shippingPending = false }: { summary: SummaryCents; caption?: string; shippingPending?: boolean }) {
  const rows: AmountRow[] = [
    { label: 'Subtotal', cents: summary.subTotalCents },
    { label: 'Discount', cents: -summary.discountCents },
    { label: 'Insurance', cents: -summary.insuranceCents },
    shippingPending ? { label: 'Shipping', cents: 0, text: SHIPPING_NEXT_STEP } : { label: 'Shipping', cents: summary.shippingCents },
    { label: 'Estimated tax', cents: summary.taxCents },
    { label: shippingPending ? 'Total before shipping' : 'Total', cents: summary.totalCents, total: true },
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(row) => row.label}
      caption={caption}
      captionVisible
      headless
      plain
      className="order-summary"
      rowHeader="label"
      isFooterRow={(row) => row.total === true}
      rowProps={(row) => ({ className: row.total ? 'order-summary__total' : undefined })}
    />
  );
}
