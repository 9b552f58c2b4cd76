import { locationIdsInput, pricingLocationsReply } from '../../../domain/pricing/api-schemas';
import { averageLevels, priceProduct } from '../../../domain/pricing/price-calculator';
import { toStrategyView } from '../../../domain/pricing/update-strategy';
import { queryRoute } from '../../lib/query-route';
import { pricingReadOf } from './load-pricing';
import { levelsView } from './price-rows';

/**
 * GET /api/pricing/locations?locationIds: the caller's locations (Staff: their own; the
 * administrator: every location of the practice) with the strategy, the number of rules and
 * favorites, and the average cost, retail and markup per tier over the available catalog.
 */
export const pricingLocationsRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/pricing/locations',
    tags: ['pricing'],
    summary: "The caller's locations with their pricing at a glance",
    auth: ['Staff', 'Practice'],
    readModels: ['pricing', 'catalog', 'practices', 'customers'],
    input: locationIdsInput,
    reply: pricingLocationsReply,
  },
  async ({ input, claims }, ctx) => {
    const { locations, pricing, products } = await pricingReadOf(ctx.db, claims, input.locationIds, 'all');
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
