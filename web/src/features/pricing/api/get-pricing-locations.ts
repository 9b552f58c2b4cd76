import { queryOptions, useQuery } from '@tanstack/react-query';
import { pricingLocationsReply, type PricingLocationsReply } from '@domain/pricing/api-schemas';
import { apiClient } from '@/lib/api-client';
import { pricingKeys } from './keys';

/** GET /api/pricing/locations: the caller's locations with their strategy and average prices per tier. */
export async function getPricingLocations(signal?: AbortSignal): Promise<PricingLocationsReply> {
  return pricingLocationsReply.parse(await apiClient.get('/pricing/locations', {}, signal ? { signal } : {}));
}

export function pricingLocationsQueryOptions() {
  return queryOptions({ queryKey: pricingKeys.locations(), queryFn: ({ signal }) => getPricingLocations(signal) });
}

export function usePricingLocations() {
  return useQuery(pricingLocationsQueryOptions());
}
