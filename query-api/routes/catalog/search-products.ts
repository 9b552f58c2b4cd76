import { productSearchInput, searchProductsReply } from '../../../domain/catalog/api-schemas';
import { CATALOG_MESSAGES, hasSearchCriteria, keywordTerms, PRODUCT_SEARCH_LIMIT } from '../../../domain/catalog/search-products';
import { DomainError } from '../../../domain/shared/errors';
import { queryRoute } from '../../lib/query-route';
import { CATALOG_READERS, toSummary } from './load-product';
import { selectProducts } from './select-products';

/**
 * GET /api/product/search: spec point 5 "Product search. Needs a brand and/or a keyword."
 * Neither → 400 NO_SEARCH_CRITERIA. Like the patient search (spec point 8), too many matches is a
 * successful empty result with responseCode TOO_MANY_RESULTS; none is NO_PRODUCT_FOUND.
 */
export const searchProductsRoute = queryRoute(
  { method: 'GET', path: '/api/product/search', tags: ['product'], summary: 'Product search by brand and/or keyword', auth: CATALOG_READERS, readModels: ['catalog'], input: productSearchInput, reply: searchProductsReply },
  async ({ input }, ctx) => {
    if (!hasSearchCriteria(input)) throw new DomainError('validation', 'NO_SEARCH_CRITERIA', CATALOG_MESSAGES.noSearchCriteria);
    const rows = await selectProducts(ctx.db, input.brand, keywordTerms(input.keyword)).execute();
    if (rows.length === 0) return { responseCode: 'NO_PRODUCT_FOUND' as const, message: CATALOG_MESSAGES.noProductFound, total: 0, products: [] };
    if (rows.length > PRODUCT_SEARCH_LIMIT) {
      return { responseCode: 'TOO_MANY_RESULTS' as const, message: CATALOG_MESSAGES.tooManyProducts, total: rows.length, products: [] };
    }
    return { responseCode: 'OK' as const, total: rows.length, products: rows.map(toSummary) };
  },
);
