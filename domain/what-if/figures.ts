/**
 * The figures of a what-if replay (issue #32, D-766), per month and brand, as they were and as they
 * would have been. Integer cents throughout:
 * - revenue: the brand's lines at their price, less their share of the order's practice discount
 *   (net sales, as the sales dashboard counts them: insurance is a payment towards it);
 * - cost: the practice's cost of the boxes (the catalog's cost at the time, as recorded on the line);
 * - margin: revenue − cost;
 * - patient cost: what the patient is left paying for the lenses after insurance, the practice
 *   discount and the rebate they could claim (rewards' net-cost rule; tax and shipping aside);
 * - rebate: what the manufacturer's programme would give for the order (rewards' eligibility
 *   rules), at most what the patient paid.
 * Order-level amounts are shared out over an order's lines in proportion to their price (largest
 * remainder), so every figure adds up to the order's exactly.
 */
export const WHAT_IF_FIGURES = ['revenueCents', 'costCents', 'marginCents', 'patientCostCents', 'rebateCents'] as const;
export type WhatIfFigure = (typeof WHAT_IF_FIGURES)[number];
export type WhatIfFigures = Record<WhatIfFigure, number>;

export const zeroFigures = (): WhatIfFigures => ({ revenueCents: 0, costCents: 0, marginCents: 0, patientCostCents: 0, rebateCents: 0 });

export function addFigures(into: WhatIfFigures, add: WhatIfFigures): void {
  for (const k of WHAT_IF_FIGURES) into[k] += add[k];
}

export interface WhatIfRow {
  /** YYYY-MM on the clock of the order's location. */
  month: string;
  brandId: string;
  brandName: string;
  /** Orders with at least one line of the brand. */
  orders: number;
  boxes: number;
  asWas: WhatIfFigures;
  whatIf: WhatIfFigures;
}

export interface WhatIfTotals {
  orders: number;
  boxes: number;
  asWas: WhatIfFigures;
  whatIf: WhatIfFigures;
}

export interface WhatIfResult {
  /** Every month of the period, oldest first (empty ones included). */
  months: string[];
  /** One row per month and brand that had orders, by month then brand name. */
  rows: WhatIfRow[];
  /** Per month (all brands), in `months` order. */
  byMonth: (WhatIfTotals & { month: string })[];
  totals: WhatIfTotals;
  /** Orders of the period and scope replayed (cancelled ones are not sales and are left out). */
  ordersReplayed: number;
  eventsRead: number;
}

/**
 * `total` shared out in proportion to `weights` (largest remainder, ties to the earlier share), so
 * the parts are whole cents that add up to it exactly. All-zero weights share it equally.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const positive = weights.map((w) => Math.max(w, 0));
  const sum = positive.reduce((a, b) => a + b, 0);
  const base = sum > 0 ? positive : positive.map(() => 1);
  const baseSum = sum > 0 ? sum : base.length;
  const exact = base.map((w) => (total * w) / baseSum);
  const parts = exact.map((x) => Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  return parts;
}

/** Every month from `from` to `to` (YYYY-MM), inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
