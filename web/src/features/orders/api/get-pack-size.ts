import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackSize } from '@domain/catalog/api-schemas';
import { apiClient } from '@/lib/api-client';
import { orderKeys } from './keys';

/** GET /api/product/packsize?productId&variantId&customerId: pack size, supply per box and the location's price per box per tier. */
export function getPackSize(productId: string, variantId: string, customerId: string | undefined, signal?: AbortSignal): Promise<PackSize> {
  return apiClient.get('/product/packsize', { productId, variantId, customerId }, signal ? { signal } : {});
}

export function packSizeQueryOptions(productId: string, variantId: string, customerId?: string) {
  return queryOptions({ queryKey: orderKeys.packSize(productId, variantId, customerId ?? ''), queryFn: ({ signal }) => getPackSize(productId, variantId, customerId, signal), staleTime: 60_000 });
}

export function usePackSize(productId: string, variantId: string, customerId?: string) {
  return useQuery(packSizeQueryOptions(productId, variantId, customerId));
}
