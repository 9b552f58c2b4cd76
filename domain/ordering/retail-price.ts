import type { ProductDefinition } from '../catalog/events';
import { percentMarkupCents, type PricingProduct, SUGGESTED_MARKUP_VALUE } from '../pricing/price-calculator';

/**
 * Suggested retail pricing (spec point 9: "Suggested retail pricing averages a 40% markup across
 * the catalogue"): cost × 1.40 (D-100). What a location charges is its pricing strategy's price
 * (domain/pricing/price-calculator.ts, issue #6); a location that never chose one charges this.
 */
export const SUGGESTED_MARKUP_PERCENT = SUGGESTED_MARKUP_VALUE - 100;

/** Dollars (the catalog's boxPrice) → integer cents, without float drift (79.99 → 7999). */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

/** Suggested retail price per box in cents: cost × 1.40, rounded half up to the cent. */
export function retailPriceCents(product: Pick<ProductDefinition, 'boxPrice'>): number {
  return percentMarkupCents(dollarsToCents(product.boxPrice), SUGGESTED_MARKUP_VALUE);
}

/** The facts the price calculator needs from a catalog product. */
export function pricingProductOf(product: Pick<ProductDefinition, 'productId' | 'boxPrice' | 'brand' | 'manufacturerId' | 'lensType'>): PricingProduct {
  return { productId: product.productId, costCents: dollarsToCents(product.boxPrice), brandId: product.brand.recordId, manufacturerId: product.manufacturerId, productType: product.lensType };
}
