import { favoriteProductsInput, favoritesReply } from '../../../domain/pricing/api-schemas';
import type { PricingEvent } from '../../../domain/pricing/events';
import { PRICING_MESSAGES } from '../../../domain/pricing/messages';
import type { PricingState } from '../../../domain/pricing/pricing-decider';
import { DomainError } from '../../../domain/shared/errors';
import { commandRoute } from '../../lib/command-route';
import { loadProductDefinition } from '../../lib/load-product';
import { changePricing, PRICING_COMMAND, pricingLocationForChange } from './pricing-access';

type DecideFavorites = (cmd: { locationId: string; practiceId: string; productIds: string[] }, state: PricingState) => PricingEvent[];

/**
 * The one body of setfavorite (set-favorite-products.ts) and removefavorite
 * (remove-favorite-products.ts): the location, the guard, the product check (marking
 * needs products that exist; unmarking ignores ids that are not favorites), the append, and the
 * location's favorites list as the reply (spec point 7).
 */
export function favoritesRoute(path: string, summary: string, decide: DecideFavorites, checkProducts: boolean) {
  return commandRoute({ ...PRICING_COMMAND, path, summary, body: favoriteProductsInput, reply: favoritesReply }, async (call, ctx) => {
    const { body, claims } = call;
    const { practiceId, locationId } = await pricingLocationForChange(ctx, claims, body.locationId);
    if (checkProducts) {
      const products = await Promise.all(body.productIds.map((id) => loadProductDefinition(ctx.store, id)));
      const unknown = body.productIds.filter((_, i) => !products[i]);
      if (unknown.length > 0) throw new DomainError('not_found', 'PRODUCT_NOT_FOUND', `${PRICING_MESSAGES.productNotFound} (${unknown.join(', ')})`);
    }
    const { position, after } = await changePricing(call, locationId, (state) => decide({ locationId, practiceId, productIds: body.productIds }, state), path.replace('/api/', ''));
    return { locationId, productIds: after?.favorites ?? [], position };
  });
}
