import { refreshOptionsInput, refreshOptionsReply } from '../../../domain/catalog/api-schemas';
import { refreshOptions, SINGLE_VALUE_WARNING } from '../../../domain/catalog/product-options';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { canonicalSelection } from '../../../domain/catalog/variant-id';
import { DomainError } from '../../../domain/shared/errors';
import { queryRoute } from '../../lib/query-route';
import { CATALOG_READERS, gridOf, loadProduct } from './load-product';

/**
 * POST /api/product/refreshoptions: after choosing some dimensions, the options still valid for
 * each dimension (`dimensionName` per entry, spec point 7). Choices that do not combine →
 * 400 INVALID_PRODUCT_COMBINATION (spec point 8).
 */
export const refreshOptionsRoute = queryRoute(
  { method: 'POST', path: '/api/product/refreshoptions', tags: ['product'], summary: 'Remaining options after choosing some dimensions', auth: CATALOG_READERS, readModels: ['catalog'], input: refreshOptionsInput, reply: refreshOptionsReply },
  async ({ input }, ctx) => {
    const product = gridOf(await loadProduct(ctx.db, input.productId));
    const { selection, unknown } = canonicalSelection(product, input.selected);
    if (unknown.length > 0) throw new DomainError('validation', 'INVALID_PRODUCT_COMBINATION', CATALOG_MESSAGES.invalidCombination);
    const options = refreshOptions(product, selection);
    if (!options) throw new DomainError('validation', 'INVALID_PRODUCT_COMBINATION', CATALOG_MESSAGES.invalidCombination);
    return {
      productId: product.productId,
      dimensions: options.map((o) => (o.singleValue ? { ...o, warning: SINGLE_VALUE_WARNING } : o)),
    };
  },
);
