import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceTier } from '@domain/pricing/tiers';
import { apiClient } from '@/lib/api-client';
import { orderingKeys } from './keys';

export interface PackSize {
  productId: string;
  variantId: string;
  packSize: number;
  packSizeLabel: string;
  supplyAmount: number;
  unit: string;
  supplyLabel: string;
  /** The catalog's cost per box (dollars). */
  boxPrice: number;
  isAvailable: boolean;
  /** Issue #6: days of wear one box gives, and the retail price per box (cents) per pricing tier where the order is placed. */
  supplyDaysPerBox: number;
  locationId: string | null;
  prices: Record<PriceTier, number>;
}

/** GET /api/product/packsize?productId&variantId&customerId: pack size, supply per box and the location's price per box per tier. */
export function getPackSize(productId: string, variantId: string, customerId: string | undefined, signal?: AbortSignal): Promise<PackSize> {
  return apiClient.get('/product/packsize', { productId, variantId, customerId }, signal ? { signal } : {});
}

export function packSizeQueryOptions(productId: string, variantId: string, customerId?: string) {
  return queryOptions({ queryKey: [...orderingKeys.all, 'pack-size', productId, variantId, customerId ?? ''], queryFn: ({ signal }) => getPackSize(productId, variantId, customerId, signal), staleTime: 60_000 });
}

export function usePackSize(productId: string, variantId: string, customerId?: string) {
  return useQuery(packSizeQueryOptions(productId, variantId, customerId));
}
