import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys } from './keys';
import type { SavedCard } from './types';

/** GET /api/order/card/get: the signed-in patient's saved cards, default first. */
export async function getSavedCards(signal?: AbortSignal): Promise<SavedCard[]> {
  return (await apiClient.get<{ cards: SavedCard[] }>('/order/card/get', {}, signal ? { signal } : {})).cards;
}

export function savedCardsQueryOptions() {
  return queryOptions({ queryKey: checkoutKeys.cards(), queryFn: ({ signal }) => getSavedCards(signal) });
}

export function useSavedCards() {
  return useQuery(savedCardsQueryOptions());
}
