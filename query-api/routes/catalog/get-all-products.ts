import { allProductsReply, productSearchInput } from '../../../domain/catalog/api-schemas';
import { keywordTerms } from '../../../domain/catalog/search-products';
import { queryRoute } from '../../lib/query-route';
import { CATALOG_READERS, toSummary } from './load-product';
import { selectProducts } from './select-products';

/** GET /api/product/all: the whole catalog (optionally narrowed by brand and/or keyword), by brand then name. */
export const allProductsRoute = queryRoute(
  { method: 'GET', path: '/api/product/all', tags: ['product'], summary: 'All products', auth: CATALOG_READERS, readModels: ['catalog'], input: productSearchInput, reply: allProductsReply },
  async ({ input }, ctx) => {
    const rows = await selectProducts(ctx.db, input.brand, keywordTerms(input.keyword)).execute();
    return { products: rows.map(toSummary), total: rows.length };
  },
);
