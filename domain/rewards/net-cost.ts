/** The patient's net cost of an order (issue #15): retail − insurance − practice discount − rebate, never below zero (cents). */
export function netCostCents(a: { retailCents: number; insuranceCents: number; discountCents: number; rebateCents: number }): number {
  return Math.max(0, a.retailCents - a.insuranceCents - a.discountCents - a.rebateCents);
}
