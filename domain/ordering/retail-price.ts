import type { ProductDefinition } from '../catalog/events';

/**
 * Suggested retail pricing (spec point 9: "Suggested retail pricing averages a 40% markup across
 * the catalogue"). Until the pricing issue lands, every practice sells at cost × 1.40 (D-100).
 */
export const SUGGESTED_MARKUP_PERCENT = 40;

/** Dollars (the catalog's boxPrice) → integer cents, without float drift (79.99 → 7999). */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** Retail price per box in cents: cost × 1.40, rounded half up to the cent. */
export function retailPriceCents(product: Pick<ProductDefinition, 'boxPrice'>): number {
  const costCents = dollarsToCents(product.boxPrice);
  // Integer arithmetic: costCents × 140 / 100, rounded half up.
  return Math.floor((costCents * (100 + SUGGESTED_MARKUP_PERCENT) + 50) / 100);
}
