import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { orderingKeys } from './keys';

export interface PackSize {
  productId: string;
  variantId: string;
  packSize: number;
  packSizeLabel: string;
  supplyAmount: number;
  unit: string;
  supplyLabel: string;
  /** The catalog's cost per box (dollars); the retail price comes from domain/ordering/retail-price. */
  boxPrice: number;
  isAvailable: boolean;
}

/** GET /api/product/packsize?productId&variantId: pack size, supply per box and box price of a lens. */
export function getPackSize(productId: string, variantId: string, signal?: AbortSignal): Promise<PackSize> {
  return apiClient.get('/product/packsize', { productId, variantId }, signal ? { signal } : {});
}

export function packSizeQueryOptions(productId: string, variantId: string) {
  return queryOptions({ queryKey: [...orderingKeys.all, 'pack-size', productId, variantId], queryFn: ({ signal }) => getPackSize(productId, variantId, signal), staleTime: 5 * 60_000 });
}

export function usePackSize(productId: string, variantId: string) {
  return useQuery(packSizeQueryOptions(productId, variantId));
}
