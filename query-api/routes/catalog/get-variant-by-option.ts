import { variantByOptionInput, variantReply } from '../../../domain/catalog/api-schemas';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { canonicalSelection, resolveVariant } from '../../../domain/catalog/variant-id';
import { DomainError } from '../../../domain/shared/errors';
import { queryRoute } from '../../lib/query-route';
import { CATALOG_READERS, gridOf, loadProduct } from './load-product';

/**
 * POST /api/product/variantbyoption: a value for each of the product's dimensions → its variantId
 * (spec point 7). Resolution decodes against the product's grid blocks: no per-variant rows.
 * A missing dimension or a combination the product does not offer → 400 INVALID_PRODUCT_COMBINATION.
 */
export const variantByOptionRoute = queryRoute(
  { method: 'POST', path: '/api/product/variantbyoption', tags: ['product'], summary: 'Variant id of a set of dimension values', auth: CATALOG_READERS, readModels: ['catalog'], input: variantByOptionInput, reply: variantReply },
  async ({ input }, ctx) => {
    const product = gridOf(await loadProduct(ctx.db, input.productId));
    const { selection, unknown } = canonicalSelection(product, input.dimensions);
    const variantId = unknown.length === 0 ? resolveVariant(product, selection) : null;
    if (!variantId) throw new DomainError('validation', 'INVALID_PRODUCT_COMBINATION', CATALOG_MESSAGES.invalidCombination);
    return {
      productId: product.productId,
      variantId,
      dimensions: product.dimensions.map((d) => ({ dimensionName: d, value: selection[d]! })),
    };
  },
);
