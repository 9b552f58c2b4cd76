/**
 * Lens dimensions (spec point 3 Prescription, point 9): in this order, always.
 * Values are canonical strings: powers and cylinders signed with two decimals ("-2.25", "+1.50",
 * "0.00"), base curve and diameter with one decimal ("8.6", "14.2"), axis as whole degrees ("90"),
 * a numeric add signed ("+1.50") and a named add or colour as written ("HIGH", "Pure Hazel").
 */
export const DIMENSIONS = ['baseCurve', 'diameter', 'power', 'cylinder', 'axis', 'add', 'color'] as const;
export type DimensionName = (typeof DIMENSIONS)[number];

export const DIMENSION_LABELS: Record<DimensionName, string> = {
  baseCurve: 'Base curve (BC)',
  diameter: 'Diameter (DIA)',
  power: 'Power (SPH)',
  cylinder: 'Cylinder (CYL)',
  axis: 'Axis',
  add: 'Add',
  color: 'Color',
};

export function isDimensionName(name: string): name is DimensionName {
  return (DIMENSIONS as readonly string[]).includes(name);
}

const signed2 = (n: number) => (n === 0 ? '0.00' : `${n > 0 ? '+' : '-'}${Math.abs(n).toFixed(2)}`);

/** The canonical text of a value, so "-2.5", "-2.50" and -2.5 name the same option. Unparseable text is returned trimmed. */
export function canonicalValue(dimension: DimensionName, raw: string | number): string {
  const text = String(raw).trim();
  if (dimension === 'color') return text;
  if (dimension === 'add' && !/^[+-]?(\d+(\.\d+)?|\.\d+)$/.test(text)) return text.toUpperCase();
  if (!/^[+-]?(\d+(\.\d+)?|\.\d+)$/.test(text)) return text;
  const n = Number(text);
  switch (dimension) {
    case 'power':
    case 'cylinder':
    case 'add':
      return signed2(n);
    case 'baseCurve':
    case 'diameter':
      return n.toFixed(1);
    case 'axis':
      return String(Math.round(n));
  }
}

/** Sort order: numeric dimensions by number (cylinder weakest first), the rest as listed. */
export function compareValues(dimension: DimensionName, a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  // Cylinders read from the weakest correction (-0.75) to the strongest, as lens boxes list them.
  if (dimension === 'cylinder' && Number.isFinite(na) && Number.isFinite(nb)) return nb - na;
  if (dimension !== 'color' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return 0;
}

/** A range segment of the catalog file: from…to inclusive in `step`s (e.g. -6.00…+6.00 by 0.25). */
export interface RangeSegment {
  from: number;
  to: number;
  step: number;
}

/** Expands range segments to their values, exactly (no floating-point drift), without duplicates. */
export function expandSegments(segments: readonly RangeSegment[]): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  for (const { from, to, step } of segments) {
    if (!(step > 0) || to < from) throw new Error(`Bad range ${from}…${to} step ${step}`);
    const count = Math.round((to - from) / step);
    for (let i = 0; i <= count; i++) {
      const v = Math.round((from + i * step) * 100) / 100;
      if (!seen.has(v)) {
        seen.add(v);
        out.push(v);
      }
    }
  }
  return out;
}
