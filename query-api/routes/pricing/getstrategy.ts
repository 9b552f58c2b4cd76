import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStrategyInput, getStrategyReply } from '../../../domain/pricing/api-schemas';
import { toRuleView } from '../../../domain/pricing/set-pricing-rule';
import { toStrategyView } from '../../../domain/pricing/update-strategy';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { loadLocationPricing } from './load-pricing';
import { pricingLocationsFor } from './pricing-access';

/**
 * GET /api/pricing/getstrategy?locationId: a location's strategy in the API's form (percentages as
 * 100 + x, spec point 7; dollars per box), its custom rules and favorites, and who changed it last.
 * A location that never chose one answers suggested pricing (isDefault).
 */
export const getStrategyRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/pricing/getstrategy',
    {
      schema: {
        tags: ['pricing'],
        summary: "A location's pricing strategy",
        security: [{ bearer: [] }],
        querystring: getStrategyInput,
        response: { 200: getStrategyReply, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['pricing', 'practices', 'customers'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const requested = request.query.locationId;
      const [location] = await pricingLocationsFor(ctx.db, claims, requested ? [requested] : undefined, 'first');
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
};
