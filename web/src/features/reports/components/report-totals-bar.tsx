import { formatMoney } from '@domain/pricing/money';
import type { ReportTotals } from '@domain/reports/api-schemas';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Sums over every order the filters match, not only the page shown: the figures a dashboard
 * link promised, so the two can be checked against each other.
 */
export function ReportTotalsBar({ totals }: { totals: ReportTotals }) {
  const items: [string, string][] = [
    ['Orders', count(totals.orders)],
    ['Boxes', count(totals.boxes)],
    ['Units (lenses)', count(totals.units)],
    ['Subtotal', formatMoney(totals.subTotalCents)],
    ['Discounts', formatMoney(totals.discountCents)],
    ['Insurance', formatMoney(totals.insuranceCents)],
    ['Shipping', formatMoney(totals.shippingCents)],
    ['Tax', formatMoney(totals.taxCents)],
    ['Total', formatMoney(totals.totalCents)],
  ];
  return (
    <section className="report-totals" aria-labelledby="report-totals-title">
      <h2 id="report-totals-title" className="report-totals__title">
        Totals for all matching orders
      </h2>
      <dl className="report-totals__list">
        {items.map(([label, value]) => (
          <div key={label} className="report-totals__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
