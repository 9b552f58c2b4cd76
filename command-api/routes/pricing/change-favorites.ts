import type { FastifyRequest } from 'fastify';
import { favoritesReply } from '../../../domain/pricing/api-schemas';
import { type PricingEvent, pricingStream } from '../../../domain/pricing/events';
import { type decideAddFavorites, favoriteProductsInput, type FavoriteProductsInput } from '../../../domain/pricing/favorite-products';
import { PRICING_MESSAGES } from '../../../domain/pricing/messages';
import { type PricingState, evolvePricing, pricingDecider } from '../../../domain/pricing/pricing-decider';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';
import { loadProductDefinition } from '../prescription/prescription-access';
import { pricingLocationForCommand } from './pricing-access';

export interface FavoritesChange {
  decide: typeof decideAddFavorites;
  /** Idempotency scope of the route. */
  step: string;
  /** Marking needs products that exist; unmarking ignores ids that are not favorites. */
  checkProducts: boolean;
}

/** What setfavorite and removefavorite share: the location, the guard, the product check, the append, and the favorites list reply. */
export async function changeFavorites(ctx: CommandContext, request: FastifyRequest, body: FavoriteProductsInput, { decide, step, checkProducts }: FavoritesChange) {
  const claims = requireClaims(request);
  const { practiceId, locationId } = await pricingLocationForCommand(ctx.store, claims, body.locationId);
  await assertPracticeAllows(ctx, claims, 'update pricing strategy', locationId);
  if (checkProducts) {
    const products = await Promise.all(body.productIds.map((id) => loadProductDefinition(ctx.store, id)));
    const unknown = body.productIds.filter((_, i) => !products[i]);
    if (unknown.length > 0) throw new DomainError('not_found', 'PRODUCT_NOT_FOUND', `${PRICING_MESSAGES.productNotFound} (${unknown.join(', ')})`);
  }
  let after: PricingState | undefined;
  const { result } = await handleCommand(
    ctx.store,
    pricingStream(locationId),
    pricingDecider,
    (state) => {
      const events: PricingEvent[] = decide({ locationId, practiceId, productIds: body.productIds }, state);
      after = events.reduce(evolvePricing, state);
      return events;
    },
    { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, step) },
  );
  return { locationId, productIds: after?.favorites ?? [], position: result?.position ?? null };
}

/** The route schema both favorites routes share. */
export const favoritesSchema = (summary: string) => ({
  tags: ['pricing'],
  summary,
  security: [{ bearer: [] }],
  body: favoriteProductsInput,
  response: { 200: favoritesReply, 404: errorBody, ...errorResponses, ...practiceStateResponses },
});
