import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALL_BRANDS_ID, pricingProductsInput, pricingProductsReply } from '../../../domain/pricing/api-schemas';
import { keywordTerms } from '../../../domain/catalog/search-products';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { loadCatalogForPricing, loadLocationPricing } from './load-pricing';
import { priceAll, rowView, scopeNamesOf, sortRows } from './price-rows';
import { pricingLocationsFor } from './pricing-access';

/**
 * GET /api/pricing/products (spec point 7: locationIds, products): one row per location × available
 * product with cost, retail and markup per tier, the minimums, the favorite flag and which rule
 * priced it. Filters brand / manufacturer / productType / favorites / keyword / productIds, the
 * sort options of spec point 9, paging. Prices come from the same calculator orders use.
 */
export const pricingProductsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/pricing/products',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Product prices per location',
        security: [{ bearer: [] }],
        querystring: pricingProductsInput,
        response: { 200: pricingProductsReply, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['pricing', 'catalog', 'practices'] },
    },
    async (request) => {
      const q = request.query;
      const locations = await pricingLocationsFor(ctx.db, requireClaims(request), q.locationIds, 'first');
      const [pricing, catalog] = await Promise.all([loadLocationPricing(ctx.db, locations.map((l) => l.locationId)), loadCatalogForPricing(ctx.db)]);
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
};
