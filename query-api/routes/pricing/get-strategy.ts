import { getStrategyInput, getStrategyReply } from '../../../domain/pricing/api-schemas';
import { toRuleView } from '../../../domain/pricing/set-pricing-rule';
import { toStrategyView } from '../../../domain/pricing/update-strategy';
import { queryRoute } from '../../lib/query-route';
import { loadLocationPricing } from './load-pricing';
import { pricingLocationsFor } from './pricing-access';

/**
 * GET /api/pricing/getstrategy?locationId: a location's strategy in the API's form (percentages as
 * 100 + x, spec point 7; dollars per box), its custom rules and favorites, and who changed it last.
 * A location that never chose one answers suggested pricing (isDefault).
 */
export const getStrategyRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/pricing/getstrategy',
    tags: ['pricing'],
    summary: "A location's pricing strategy",
    auth: ['Staff', 'Practice'],
    readModels: ['pricing', 'practices', 'customers'],
    input: getStrategyInput,
    reply: getStrategyReply,
  },
  async ({ input, claims }, ctx) => {
    const [location] = await pricingLocationsFor(ctx.db, claims, input.locationId ? [input.locationId] : undefined, 'first');
    const pricing = (await loadLocationPricing(ctx.db, [location!.locationId])).get(location!.locationId)!;
    return {
      locationId: location!.locationId,
      locationName: location!.name,
      isDefault: pricing.isDefault,
      ...toStrategyView(pricing.config.strategy),
      rules: pricing.config.rules.map(toRuleView),
      favorites: [...pricing.config.favorites],
      lastChange: pricing.lastChange,
    };
  },
);
