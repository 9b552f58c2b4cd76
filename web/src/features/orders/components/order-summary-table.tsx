import { formatDollars } from '@domain/ordering/order-history';
import type { SummaryCents } from '@domain/ordering/api-schemas';

/** The order's amounts (spec point 2 "Review and Order"): subtotal, discount, insurance, shipping, estimated tax, total. */
export function OrderSummaryTable({ summary, caption = 'Order summary' }: { summary: SummaryCents; caption?: string }) {
  const rows: [string, number][] = [
    ['Subtotal', summary.subTotalCents],
    ['Discount', -summary.discountCents],
    ['Insurance', -summary.insuranceCents],
    ['Shipping', summary.shippingCents],
    ['Estimated tax', summary.taxCents],
  ];
  return (
    <table className="order-summary">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, cents]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{formatDollars(cents)}</td>
          </tr>
        ))}
        <tr className="order-summary__total">
          <th scope="row">Total</th>
          <td>{formatDollars(summary.totalCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}
