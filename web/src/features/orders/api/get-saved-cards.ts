import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedCardsReply, SavedCardView } from '@domain/payments/api-schemas';
import { apiClient } from '@/lib/api-client';
import { orderKeys } from './keys';

/** GET /api/order/card/get: the signed-in patient's saved cards, default first. */
export async function getSavedCards(signal?: AbortSignal): Promise<SavedCardView[]> {
  return (await apiClient.get<SavedCardsReply>('/order/card/get', {}, signal ? { signal } : {})).cards;
}

export function savedCardsQueryOptions() {
  return queryOptions({ queryKey: orderKeys.cards(), queryFn: ({ signal }) => getSavedCards(signal) });
}

export function useSavedCards() {
  return useQuery(savedCardsQueryOptions());
}
