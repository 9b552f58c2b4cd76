import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationIdsInput, pricingLocationsReply } from '../../../domain/pricing/api-schemas';
import { averageLevels, priceProduct } from '../../../domain/pricing/price-calculator';
import { toStrategyView } from '../../../domain/pricing/update-strategy';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { loadCatalogForPricing, loadLocationPricing } from './load-pricing';
import { levelsView } from './price-rows';
import { pricingLocationsFor } from './pricing-access';

/**
 * GET /api/pricing/locations?locationIds: the caller's locations (Staff: their own; the
 * administrator: every location of the practice) with the strategy, the number of rules and
 * favorites, and the average cost, retail and markup per tier over the available catalog.
 */
export const pricingLocationsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/pricing/locations',
    {
      schema: {
        tags: ['pricing'],
        summary: "The caller's locations with their pricing at a glance",
        security: [{ bearer: [] }],
        querystring: locationIdsInput,
        response: { 200: pricingLocationsReply, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['pricing', 'catalog', 'practices', 'customers'] },
    },
    async (request) => {
      const locations = await pricingLocationsFor(ctx.db, requireClaims(request), request.query.locationIds, 'all');
      const [pricing, products] = await Promise.all([loadLocationPricing(ctx.db, locations.map((l) => l.locationId)), loadCatalogForPricing(ctx.db)]);
      return {
        locations: locations.map((l) => {
          const p = pricing.get(l.locationId)!;
          return {
            locationId: l.locationId,
            name: l.name,
            strategy: toStrategyView(p.config.strategy),
            ruleCount: p.config.rules.length,
            favoriteCount: p.config.favorites.length,
            productCount: products.length,
            levels: levelsView(averageLevels(products.map((product) => priceProduct(p.config, product)))),
            lastChange: p.lastChange,
          };
        }),
      };
    },
  );
};
