import { canonicalValue, DIMENSIONS, type DimensionName } from './dimensions';
import type { ProductDefinition } from './events';

/**
 * Variant ids are a deterministic encoding of the product and its dimension values, in spec order:
 * `{productId}:{value}:{value}…` (e.g. `PRD-1008:8.6:14.5:-2.25:-1.25:180`). Decoding is O(1), a
 * variant needs no row of its own (a toric's thousands of combinations stay a few value lists),
 * and an id stays valid across catalog updates as long as the combination is still offered.
 */
export const VARIANT_SEPARATOR = ':';

export type DimensionValues = Partial<Record<DimensionName, string>>;

export function encodeVariantId(productId: string, dimensions: readonly DimensionName[], values: DimensionValues): string {
  return [productId, ...dimensions.map((d) => values[d] ?? '')].join(VARIANT_SEPARATOR);
}

/** The product id and raw value list of a variant id, or null when it is not one. */
export function decodeVariantId(variantId: string): { productId: string; values: string[] } | null {
  const parts = variantId.split(VARIANT_SEPARATOR);
  const productId = parts[0] ?? '';
  if (!/^[A-Z0-9-]+$/.test(productId) || parts.length < 2) return null;
  return { productId, values: parts.slice(1) };
}

/** True when a block offers every value of the selection (dimensions left out match anything). */
export function blockOffers(block: ProductDefinition['grid'][number], selection: DimensionValues): boolean {
  for (const d of DIMENSIONS) {
    const v = selection[d];
    if (v === undefined) continue;
    const offered = block[d];
    if (!offered || !offered.includes(v)) return false;
  }
  return true;
}

/** Canonicalises a selection's values for the product's dimensions; unknown dimensions are reported. */
export function canonicalSelection(
  product: Pick<ProductDefinition, 'dimensions'>,
  raw: Record<string, string | number | null | undefined>,
): { selection: DimensionValues; unknown: string[] } {
  const selection: DimensionValues = {};
  const unknown: string[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || value === null || value === '') continue;
    if (!(product.dimensions as string[]).includes(name)) {
      unknown.push(name);
      continue;
    }
    selection[name as DimensionName] = canonicalValue(name as DimensionName, value);
  }
  return { selection, unknown };
}

/**
 * The variant the values name, or null when the product does not offer that combination.
 * Cost: one pass over the product's few grid blocks, independent of the number of variants.
 */
export function resolveVariant(product: Pick<ProductDefinition, 'productId' | 'dimensions' | 'grid'>, selection: DimensionValues): string | null {
  if (product.dimensions.some((d) => selection[d] === undefined)) return null;
  if (!product.grid.some((block) => blockOffers(block, selection))) return null;
  return encodeVariantId(product.productId, product.dimensions, selection);
}

/** The dimension values of a variant id of this product, or null when the product does not offer it. */
export function variantValues(product: Pick<ProductDefinition, 'productId' | 'dimensions' | 'grid'>, variantId: string): DimensionValues | null {
  const decoded = decodeVariantId(variantId);
  if (!decoded || decoded.productId !== product.productId || decoded.values.length !== product.dimensions.length) return null;
  const selection: DimensionValues = {};
  product.dimensions.forEach((d, i) => (selection[d] = decoded.values[i]!));
  return resolveVariant(product, selection) === variantId ? selection : null;
}

/** How many variants the product offers (blocks are disjoint by construction of the catalog file). */
export function variantCount(product: Pick<ProductDefinition, 'dimensions' | 'grid'>): number {
  return product.grid.reduce((sum, block) => sum + product.dimensions.reduce((n, d) => n * (block[d]?.length ?? 1), 1), 0);
}
