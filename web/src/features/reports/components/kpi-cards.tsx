import { formatMoney } from '@domain/pricing/money';
import type { SalesReportReply } from '@domain/reports/api-schemas';
import { FigureLink } from './figure-link';

const count = (n: number) => n.toLocaleString('en-US');

interface KpiCardsProps {
  summary: SalesReportReply['summary'];
  /** "from 10/05/2026 to 11/03/2026", for the links' names. */
  rangeText: string;
  /** The orders behind every card (the whole range). */
  href: string;
}

/** The headline figures of the range; each number opens the orders it is built from. */
export function KpiCards({ summary, rangeText, href }: KpiCardsProps) {
  const empty = summary.orders === 0;
  const marginShare = summary.netSalesCents > 0 ? `${((summary.marginCents / summary.netSalesCents) * 100).toFixed(1)}% of net sales` : null;
  const cards: { key: string; label: string; text: string; what: string; note?: string | null }[] = [
    { key: 'orders', label: 'Orders', text: count(summary.orders), what: summary.orders === 1 ? 'order' : 'orders' },
    { key: 'net', label: 'Net sales', text: formatMoney(summary.netSalesCents), what: 'net sales', note: 'Subtotal less discounts' },
    { key: 'aov', label: 'Average order value', text: formatMoney(summary.averageOrderValueCents), what: 'average order value' },
    { key: 'boxes', label: 'Boxes', text: count(summary.boxes), what: 'boxes' },
    { key: 'units', label: 'Units (lenses)', text: count(summary.units), what: 'lenses' },
    { key: 'discounts', label: 'Discounts given', text: formatMoney(summary.discountCents), what: 'in discounts' },
    { key: 'insurance', label: 'Insurance applied', text: formatMoney(summary.insuranceCents), what: 'insurance applied' },
    { key: 'margin', label: 'Margin', text: formatMoney(summary.marginCents), what: 'margin', note: marginShare },
  ];
  return (
    <section aria-labelledby="kpi-heading">
      <h2 id="kpi-heading" className="visually-hidden">
        Key figures {rangeText}
      </h2>
      <ul className="kpi-grid">
        {cards.map((card) => (
          <li key={card.key} className="kpi-card">
            <span className="kpi-card__label">{card.label}</span>
            <FigureLink className="kpi-card__value" text={card.text} what={`${card.what} ${rangeText}`} href={href} empty={empty} />
            {card.note ? <span className="kpi-card__note">{card.note}</span> : null}
          </li>
        ))}
      </ul>
      <p className="kpi-footnote muted">
        Shipping {formatMoney(summary.shippingCents)} · Tax {formatMoney(summary.taxCents)} · Order totals {formatMoney(summary.totalCents)} · Cancelled orders are not counted.
      </p>
    </section>
  );
}
