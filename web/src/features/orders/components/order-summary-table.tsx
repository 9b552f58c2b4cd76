import { formatDollars } from '@domain/ordering/order-history';
import type { SummaryCents } from '@domain/ordering/api-schemas';
import { DataTable, dataColumns } from '@/components/data-table/data-table';

type AmountRow = { label: string; cents: number; total?: boolean };

// Stable, module-level columns (TanStack Table v9): a row header with the label, then the amount.
const column = dataColumns<AmountRow>();
const columns = column.columns([
  column.accessor('label', { header: 'Item', meta: { className: '' } }),
  column.accessor('cents', { header: 'Amount', meta: { className: '' }, cell: ({ getValue }) => formatDollars(getValue()) }),
]);

/** The order's amounts (spec point 2 "Review and Order"): subtotal, discount, insurance, shipping, estimated tax, total. */
export function OrderSummaryTable({ summary, caption = 'Order summary' }: { summary: SummaryCents; caption?: string }) {
  const rows: AmountRow[] = [
    { label: 'Subtotal', cents: summary.subTotalCents },
    { label: 'Discount', cents: -summary.discountCents },
    { label: 'Insurance', cents: -summary.insuranceCents },
    { label: 'Shipping', cents: summary.shippingCents },
    { label: 'Estimated tax', cents: summary.taxCents },
    { label: 'Total', cents: summary.totalCents, total: true },
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
