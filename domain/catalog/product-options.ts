import { compareValues, DIMENSION_LABELS, type DimensionName } from './dimensions';
import type { ProductDefinition } from './events';
import { blockOffers, type DimensionValues } from './variant-id';

/**
 * The options of each of a product's dimensions (spec point 7 /product/options and
 * /product/refreshoptions). `singleValue` drives the warning of spec point 8: "When a product
 * offers only one value for an attribute, a warning asks the user to double-check the selection."
 */
export interface DimensionOptions {
  dimensionName: DimensionName;
  label: string;
  options: string[];
  singleValue: boolean;
  /** The chosen value, when the selection holds one for this dimension. */
  selected?: string;
}

export const SINGLE_VALUE_WARNING = 'This product offers only one value for this attribute. Please double-check the selection.';

function unionOf(product: Pick<ProductDefinition, 'grid'>, dimension: DimensionName, blocks: ProductDefinition['grid']): string[] {
  // Keep the catalog's order for names (add, colour) and numeric order for the rest.
  const seen = new Set<string>();
  const out: string[] = [];
  for (const block of blocks) {
    for (const v of block[dimension] ?? []) {
      if (seen.has(v)) continue;
      seen.add(v);
      out.push(v);
    }
  }
  if (product.grid.length > 1 && dimension !== 'color' && dimension !== 'add') out.sort((a, b) => compareValues(dimension, a, b));
  return out;
}

/** Every option of every dimension of the product, in spec order. */
export function productOptions(product: Pick<ProductDefinition, 'dimensions' | 'grid'>): DimensionOptions[] {
  return product.dimensions.map((d) => {
    const options = unionOf(product, d, product.grid);
    return { dimensionName: d, label: DIMENSION_LABELS[d], options, singleValue: options.length === 1 };
  });
}

/**
 * The options still valid once some dimensions are chosen: for each dimension, the values that
 * combine with every *other* chosen value (so a user can still change a choice). Returns null
 * when the choices themselves do not combine (spec point 8 "invalid product combination").
 */
export function refreshOptions(product: Pick<ProductDefinition, 'dimensions' | 'grid'>, selection: DimensionValues): DimensionOptions[] | null {
  if (!product.grid.some((block) => blockOffers(block, selection))) return null;
  return product.dimensions.map((d) => {
    const others: DimensionValues = { ...selection };
    delete others[d];
    const blocks = product.grid.filter((block) => blockOffers(block, others));
    const options = unionOf(product, d, blocks);
    const out: DimensionOptions = { dimensionName: d, label: DIMENSION_LABELS[d], options, singleValue: options.length === 1 };
    if (selection[d] !== undefined) out.selected = selection[d];
    return out;
  });
}
