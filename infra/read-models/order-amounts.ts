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
