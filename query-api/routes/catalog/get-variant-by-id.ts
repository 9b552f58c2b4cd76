import { variantIdInput, variantReply } from '../../../domain/catalog/api-schemas';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { variantValues } from '../../../domain/catalog/variant-id';
import { DomainError } from '../../../domain/shared/errors';
import { queryRoute } from '../../lib/query-route';
import { CATALOG_READERS, gridOf, loadProductOfVariant } from './load-product';

/** GET /api/product/variantbyid?variantId: the variant's dimension set (spec point 7: "the first dimension set is returned"). */
export const variantByIdRoute = queryRoute(
  { method: 'GET', path: '/api/product/variantbyid', tags: ['product'], summary: 'Dimensions of a variant', auth: CATALOG_READERS, readModels: ['catalog'], input: variantIdInput, reply: variantReply },
  async ({ input: { variantId } }, ctx) => {
    const product = gridOf(await loadProductOfVariant(ctx.db, variantId));
    const values = variantValues(product, variantId);
    if (!values) throw new DomainError('not_found', 'VARIANT_NOT_FOUND', CATALOG_MESSAGES.variantNotFound);
    return {
      productId: product.productId,
      variantId,
      dimensions: product.dimensions.map((d) => ({ dimensionName: d, value: values[d]! })),
    };
  },
);
