import type { OrderSummaryCents } from '../domain/ordering/events';

/**
 * An order's money columns (cents), kept alike by every read model with a row per order (orders,
 * the order-status report, the sales dashboard): their DDL and their values from the checkout's
 * summary (a part missing from a malformed event is 0, the columns being NOT NULL).
 */
const ORDER_TOTAL_COLUMNS = ['sub_total_cents', 'discount_cents', 'insurance_cents', 'shipping_cents', 'tax_cents', 'total_cents'] as const;

/** The columns' definitions, comma-separated, to stand in a CREATE TABLE's column list. */
export const ORDER_TOTALS_DDL = ORDER_TOTAL_COLUMNS.map((column) => `${column} integer NOT NULL`).join(', ');

export function orderTotalsOf(s: Partial<OrderSummaryCents>): Record<(typeof ORDER_TOTAL_COLUMNS)[number], number> {
  return {
    sub_total_cents: s.subTotalCents ?? 0,
    discount_cents: s.discountCents ?? 0,
    insurance_cents: s.insuranceCents ?? 0,
    shipping_cents: s.shippingCents ?? 0,
    tax_cents: s.taxCents ?? 0,
    total_cents: s.totalCents ?? 0,
  };
}
