import { z } from 'zod';
import { DomainError } from '../shared/errors';
import type { PricingEvent } from './events';
import { MAX_FAVORITES, PRICING_MESSAGES } from './messages';
import type { PricingState } from './pricing-decider';

/** `POST /api/pricing/setfavorite` and `/api/pricing/removefavorite` (spec point 7: productIds; both answer the favorites list). */
export const favoriteProductsInput = z.object({
  locationId: z.string().trim().min(1).max(80).optional(),
  productIds: z
    .array(z.string().trim().min(1).max(60))
    .min(1, 'Choose at least one product.')
    .max(100, 'At most 100 products at a time.')
    .transform((ids) => [...new Set(ids)]),
});
export type FavoriteProductsInput = z.infer<typeof favoriteProductsInput>;

/** Marks products as favorites; ones already marked are left alone (nothing new → no event). */
export function decideAddFavorites(cmd: { locationId: string; practiceId: string; productIds: string[] }, state: PricingState): PricingEvent[] {
  const known = new Set(state.favorites);
  const added = cmd.productIds.filter((id) => !known.has(id));
  if (added.length === 0) return [];
  if (state.favorites.length + added.length > MAX_FAVORITES) throw new DomainError('rule', 'TOO_MANY_FAVORITES', PRICING_MESSAGES.tooManyFavorites);
  return [{ type: 'FavoriteProductsAdded', data: { locationId: cmd.locationId, practiceId: cmd.practiceId, productIds: added } }];
}

/** Unmarks favorites; ids that are not favorites are ignored. */
export function decideRemoveFavorites(cmd: { locationId: string; practiceId: string; productIds: string[] }, state: PricingState): PricingEvent[] {
  const known = new Set(state.favorites);
  const removed = cmd.productIds.filter((id) => known.has(id));
  if (removed.length === 0) return [];
  return [{ type: 'FavoriteProductsRemoved', data: { locationId: cmd.locationId, practiceId: cmd.practiceId, productIds: removed } }];
}
