import { DomainError } from '../shared/errors';
import type { PricingEvent } from './events';
import { MAX_FAVORITES, PRICING_MESSAGES } from './messages';
import type { PricingState } from './pricing-decider';

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
