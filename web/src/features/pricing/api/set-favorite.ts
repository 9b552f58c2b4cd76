import type { FavoriteProductsInput, FavoritesReply } from '@domain/pricing/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { pricingKeys } from './keys';

/** POST /api/pricing/setfavorite {productIds}: answers the location's favorites list (spec point 7). */
export function setFavorite(input: FavoriteProductsInput & { locationId: string }): Promise<FavoritesReply> {
  return apiClient.command('/pricing/setfavorite', input);
}

export function useSetFavorite() {
  return useInvalidatingMutation(setFavorite, [pricingKeys.all]);
}
