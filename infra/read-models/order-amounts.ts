import type { SummaryCents } from '../../domain/ordering/api-schemas';
import type { OrderAmountColumns } from './tables';

/** A number read back from SQL: sums and bigints may come as text, an empty group as null. */
export const sqlNumber = (v: unknown): number => Number(v ?? 0);

/**
 * An order's amounts in cents from a read-model row (or a sum over rows) with the orders'
 * columns (`OrderAmountColumns`: sub_total_cents … total_cents): one mapping for the reports and the benchmark's
 * baseline, so a new amount column is added once.
 */
export function orderAmountsOf(r: { [column in keyof OrderAmountColumns]?: unknown }): SummaryCents {
  return {
    subTotalCents: sqlNumber(r.sub_total_cents),
    discountCents: sqlNumber(r.discount_cents),
    insuranceCents: sqlNumber(r.insurance_cents),
    shippingCents: sqlNumber(r.shipping_cents),
    taxCents: sqlNumber(r.tax_cents),
    totalCents: sqlNumber(r.total_cents),
  };
}

/** The amount columns' definitions, comma-separated, for the CREATE TABLE of each read model with a row per order. */
export const ORDER_AMOUNTS_DDL = (['sub_total_cents', 'discount_cents', 'insurance_cents', 'shipping_cents', 'tax_cents', 'total_cents'] satisfies (keyof OrderAmountColumns)[])
  .map((column) => `${column} integer NOT NULL`)
  .join(', ');

/**
 * The other way: the columns from a checkout's summary, as the projections write them (a part missing
 * from a malformed event is 0, the columns being NOT NULL).
 */
export function orderAmountColumnsOf(s: Partial<SummaryCents>): OrderAmountColumns {
  return {
    sub_total_cents: s.subTotalCents ?? 0,
    discount_cents: s.discountCents ?? 0,
    insurance_cents: s.insuranceCents ?? 0,
    shipping_cents: s.shippingCents ?? 0,
    tax_cents: s.taxCents ?? 0,
    total_cents: s.totalCents ?? 0,
  };
}
