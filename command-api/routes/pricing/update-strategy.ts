import { updateStrategyInput, updateStrategyReply } from '../../../domain/pricing/api-schemas';
import { pricingStream } from '../../../domain/pricing/events';
import { pricingDecider } from '../../../domain/pricing/pricing-decider';
import { decideUpdateStrategy, toStoredStrategy, toStrategyView } from '../../../domain/pricing/update-strategy';
import { commandRoute } from '../../lib/command-route';
import { PRICING_COMMAND, pricingLocationForChange } from './pricing-access';

/**
 * POST /api/pricing/updatestrategy (Staff: their location; Practice: any of theirs): the location's
 * pricing strategy (spec point 3) → PricingStrategyUpdated. Percentages arrive as 100 + x (spec
 * point 7). The same strategy again records nothing (position null). Orders placed after a change
 * use the new prices; carts made before keep theirs until RenewCart.
 */
export const updateStrategyRoute = commandRoute(
  { ...PRICING_COMMAND, path: '/api/pricing/updatestrategy', summary: "Set a location's pricing strategy", body: updateStrategyInput, reply: updateStrategyReply },
  async ({ body, claims, handle }, ctx) => {
    const { practiceId, locationId } = await pricingLocationForChange(ctx, claims, body.locationId);
    const strategy = toStoredStrategy(body);
    const { result } = await handle(pricingStream(locationId), pricingDecider, (state) => decideUpdateStrategy({ locationId, practiceId, strategy }, state), {
      step: 'pricing/updatestrategy',
    });
    return { locationId, strategy: toStrategyView(strategy), position: result?.position ?? null };
  },
);
