import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStrategyReply, type GetStrategyReply } from '@domain/pricing/api-schemas';
import { apiClient } from '@/lib/api-client';
import { pricingKeys } from './keys';

/** GET /api/pricing/getstrategy?locationId: the strategy (percentages as 100 + x), rules and favorites. */
export async function getStrategy(locationId: string, signal?: AbortSignal): Promise<GetStrategyReply> {
  return getStrategyReply.parse(await apiClient.get('/pricing/getstrategy', { locationId }, signal ? { signal } : {}));
}

export function strategyQueryOptions(locationId: string) {
  return queryOptions({ queryKey: pricingKeys.strategy(locationId), queryFn: ({ signal }) => getStrategy(locationId, signal) });
}

export function useStrategy(locationId: string | null) {
  return useQuery({ ...strategyQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
}
