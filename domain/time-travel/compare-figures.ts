/**
 * Then / now / change (issue #32): the reports as they stood at a snapshot beside today's, figure
 * by figure and row by row. Pure: the query API reads both sides and asks these rules what differs.
 */
export interface FigureChange {
  then: number;
  now: number;
  /** now − then. */
  change: number;
}

export type FigureChanges<K extends string> = Record<K, FigureChange>;

export const figureChange = (then: number, now: number): FigureChange => ({ then, now, change: now - then });

/** Each listed figure of two records side by side (a missing side counts 0). */
export function compareFigures<K extends string>(keys: readonly K[], then: Partial<Record<K, number>> | undefined, now: Partial<Record<K, number>> | undefined): FigureChanges<K> {
  const out = {} as FigureChanges<K>;
  for (const k of keys) out[k] = figureChange(then?.[k] ?? 0, now?.[k] ?? 0);
  return out;
}

export const anyChange = <K extends string>(changes: FigureChanges<K>): boolean => Object.values<FigureChange>(changes).some((c) => c.change !== 0);

/**
 * Two lists of rows keyed alike (brands, locations, periods…) merged: every key of either side,
 * in the order `now` lists them, then those only `then` had. A row only one side has compares
 * with zeros on the other.
 */
export function compareRows<R, K extends string>(
  keys: readonly K[],
  then: readonly R[],
  now: readonly R[],
  keyOf: (row: R) => string,
  figuresOf: (row: R) => Partial<Record<K, number>>,
): { key: string; then: R | null; now: R | null; figures: FigureChanges<K>; changed: boolean }[] {
  const thenByKey = new Map(then.map((r) => [keyOf(r), r]));
  const seen = new Set<string>();
  const out: { key: string; then: R | null; now: R | null; figures: FigureChanges<K>; changed: boolean }[] = [];
  const push = (key: string, t: R | undefined, n: R | undefined) => {
    const figures = compareFigures(keys, t && figuresOf(t), n && figuresOf(n));
    out.push({ key, then: t ?? null, now: n ?? null, figures, changed: !t || !n || anyChange(figures) });
  };
  for (const r of now) {
    const key = keyOf(r);
    seen.add(key);
    push(key, thenByKey.get(key), r);
  }
  for (const r of then) if (!seen.has(keyOf(r))) push(keyOf(r), r, undefined);
  return out;
}

/** What of an order a user sees change after the fact (its status and tracking, its amounts). */
export const ORDER_ROW_FIELDS = [
  'status',
  'statusDate',
  'trackingNumber',
  'carrier',
  'estimatedDelivery',
  'shippedAt',
  'deliveredAt',
  'subTotalCents',
  'discountCents',
  'insuranceCents',
  'shippingCents',
  'taxCents',
  'totalCents',
] as const;
export type OrderRowField = (typeof ORDER_ROW_FIELDS)[number];

export const ORDER_ROW_FIELD_LABELS: Record<OrderRowField, string> = {
  status: 'status',
  statusDate: 'status date',
  trackingNumber: 'tracking number',
  carrier: 'carrier',
  estimatedDelivery: 'estimated delivery',
  shippedAt: 'shipped date',
  deliveredAt: 'delivered date',
  subTotalCents: 'subtotal',
  discountCents: 'discount',
  insuranceCents: 'insurance',
  shippingCents: 'shipping',
  taxCents: 'tax',
  totalCents: 'total',
};

/** The fields of an order that differ between then and now (all of them gone when it no longer exists now). */
export function changedOrderFields(then: Record<OrderRowField, unknown>, now: Record<OrderRowField, unknown> | null): OrderRowField[] {
  if (!now) return [...ORDER_ROW_FIELDS];
  return ORDER_ROW_FIELDS.filter((f) => (then[f] ?? null) !== (now[f] ?? null));
}
