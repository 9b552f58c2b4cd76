import { optionsReply, productIdInput } from '../../../domain/catalog/api-schemas';
import { productOptions, SINGLE_VALUE_WARNING } from '../../../domain/catalog/product-options';
import { queryRoute } from '../../lib/query-route';
import { CATALOG_READERS, gridOf, loadProduct } from './load-product';

/** GET /api/product/options?productId: every option per dimension, in spec order, with the single-value flag of spec point 8. */
export const productOptionsRoute = queryRoute(
  { method: 'GET', path: '/api/product/options', tags: ['product'], summary: 'Options per dimension of a product', auth: CATALOG_READERS, readModels: ['catalog'], input: productIdInput, reply: optionsReply },
  async ({ input }, ctx) => {
    const row = await loadProduct(ctx.db, input.productId);
    const dimensions = productOptions(gridOf(row)).map((o) => (o.singleValue ? { ...o, warning: SINGLE_VALUE_WARNING } : o));
    return { productId: row.product_id, variantCount: row.variant_count, dimensions };
  },
);
