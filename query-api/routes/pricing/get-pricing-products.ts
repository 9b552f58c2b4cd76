import { keywordTerms } from '../../../domain/catalog/search-products';
import { ALL_BRANDS_ID, pricingProductsInput, pricingProductsReply } from '../../../domain/pricing/api-schemas';
import { queryRoute } from '../../lib/query-route';
import { pricingReadOf } from './load-pricing';
import { priceAll, rowView, scopeNamesOf, sortRows } from './price-rows';

/**
 * GET /api/pricing/products (spec point 7: locationIds, products): one row per location × available
 * product with cost, retail and markup per tier, the minimums, the favorite flag and which rule
 * priced it. Filters brand / manufacturer / productType / favorites / keyword / productIds, the
 * sort options of spec point 9, paging. Prices come from the same calculator orders use.
 */
export const pricingProductsRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/pricing/products',
    tags: ['pricing'],
    summary: 'Product prices per location',
    auth: ['Staff', 'Practice'],
    readModels: ['pricing', 'catalog', 'practices'],
    input: pricingProductsInput,
    reply: pricingProductsReply,
  },
  async ({ input: q, claims }, ctx) => {
    const { locations, pricing, products: catalog } = await pricingReadOf(ctx.db, claims, q.locationIds, 'first');
    const terms = keywordTerms(q.keyword);
    const only = q.productIds ? new Set(q.productIds) : undefined;
    const products = catalog.filter(
      (p) =>
        (!q.brandId || q.brandId === ALL_BRANDS_ID || p.brandId === q.brandId) &&
        (!q.manufacturerId || p.manufacturerId === q.manufacturerId) &&
        (!q.productType || p.productType === q.productType) &&
        (!only || only.has(p.productId)) &&
        terms.every((t) => p.searchText.includes(t)),
    );
    let rows = priceAll(locations, pricing, products);
    if (q.favorites !== undefined) rows = rows.filter((r) => r.price.isFavorite === q.favorites);
    const sorted = sortRows(rows, q.sort);
    const names = scopeNamesOf(catalog);
    return { total: sorted.length, limit: q.limit, offset: q.offset, sort: q.sort, items: sorted.slice(q.offset, q.offset + q.limit).map((r) => rowView(r, names)) };
  },
);
