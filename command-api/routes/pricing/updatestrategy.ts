import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateStrategyReply } from '../../../domain/pricing/api-schemas';
import { pricingStream } from '../../../domain/pricing/events';
import { pricingDecider } from '../../../domain/pricing/pricing-decider';
import { decideUpdateStrategy, toStoredStrategy, toStrategyView, updateStrategyInput } from '../../../domain/pricing/update-strategy';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';
import { pricingLocationForCommand } from './pricing-access';

/**
 * POST /api/pricing/updatestrategy (Staff: their location; Practice: any of theirs): the location's
 * pricing strategy (spec point 3) → PricingStrategyUpdated. Percentages arrive as 100 + x (spec
 * point 7). The same strategy again records nothing (position null). Orders placed after a change
 * use the new prices; carts made before keep theirs until RenewCart.
 */
export const updateStrategyRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/pricing/updatestrategy',
    {
      schema: {
        tags: ['pricing'],
        summary: "Set a location's pricing strategy",
        security: [{ bearer: [] }],
        body: updateStrategyInput,
        response: { 200: updateStrategyReply, 404: errorBody, ...errorResponses, ...practiceStateResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { practiceId, locationId } = await pricingLocationForCommand(ctx.store, claims, request.body.locationId);
      await assertPracticeAllows(ctx, claims, 'update pricing strategy', locationId);
      const strategy = toStoredStrategy(request.body);
      const { result } = await handleCommand(ctx.store, pricingStream(locationId), pricingDecider, (state) => decideUpdateStrategy({ locationId, practiceId, strategy }, state), {
        metadata: metadataFor(request),
        idempotencyKey: idempotencyKeyOf(request, 'pricing/updatestrategy'),
      });
      return { locationId, strategy: toStrategyView(strategy), position: result?.position ?? null };
    },
  );
};
