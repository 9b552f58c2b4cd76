import { queryOptions, useQuery } from '@tanstack/react-query';
import { pricingCategoriesReply, type PricingCategoriesReply } from '@domain/pricing/api-schemas';
import { apiClient } from '@/lib/api-client';
import { pricingKeys } from './keys';

/** GET /api/pricing/categories?locationIds: brands with their product count and average prices per level. */
export async function getPricingCategories(locationId: string, signal?: AbortSignal): Promise<PricingCategoriesReply> {
  return pricingCategoriesReply.parse(await apiClient.get('/pricing/categories', { locationIds: locationId }, signal ? { signal } : {}));
}

export function pricingCategoriesQueryOptions(locationId: string) {
  return queryOptions({ queryKey: pricingKeys.categories(locationId), queryFn: ({ signal }) => getPricingCategories(locationId, signal) });
}

export function usePricingCategories(locationId: string | null) {
  return useQuery({ ...pricingCategoriesQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
}
