import type { ProductDefinition } from '../catalog/events';
import { CATALOG_MESSAGES } from '../catalog/search-products';
import { variantValues } from '../catalog/variant-id';
import { DomainError } from '../shared/errors';
import type { EyeRx } from './events';
import type { EyeRxInput } from './api-schemas';

/**
 * Checks one eye against the catalog: the product must exist and offer the variant (spec point 8
 * "invalid product combination"). Returns the eye with its dimension values (spec order) and pack size.
 */
export function resolveEyeRx(input: EyeRxInput, product: Pick<ProductDefinition, 'productId' | 'dimensions' | 'grid' | 'packSize'> | null | undefined): EyeRx {
  if (!product || product.productId !== input.productId) {
    throw new DomainError('validation', 'INVALID_PRODUCT_COMBINATION', CATALOG_MESSAGES.invalidCombination, { productId: input.productId });
  }
  const dimensions = variantValues(product, input.variantId);
  if (!dimensions) throw new DomainError('validation', 'INVALID_PRODUCT_COMBINATION', CATALOG_MESSAGES.invalidCombination, { variantId: input.variantId });
  const eye: EyeRx = { productId: product.productId, variantId: input.variantId, dimensions, packSize: product.packSize };
  if (input.boxQuantity !== undefined) eye.boxQuantity = input.boxQuantity;
  return eye;
}
