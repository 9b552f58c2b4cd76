import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DimensionOptions, optionsReply, refreshOptionsReply } from '@domain/catalog/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { prescriptionKeys } from './keys';

/**
 * The options of each dimension of a product, in spec order: GET /api/product/options with nothing
 * chosen yet, else POST /api/product/refreshoptions with the values chosen so far (only the
 * combinations the product offers remain). Each carries the single-value warning of spec point 8.
 */
export async function getProductOptions(productId: string, selected: Record<string, string>, signal?: AbortSignal): Promise<DimensionOptions[]> {
  const opts = signal ? { signal } : {};
  if (Object.keys(selected).length === 0) return parseReply(optionsReply, await apiClient.get<unknown>('/product/options', { productId }, opts)).dimensions;
  return parseReply(refreshOptionsReply, await apiClient.query<unknown>('/product/refreshoptions', { productId, selected }, opts)).dimensions;
}

export function productOptionsQueryOptions(productId: string, selected: Record<string, string>) {
  return queryOptions({
    queryKey: prescriptionKeys.options(productId, selected),
    queryFn: ({ signal }) => getProductOptions(productId, selected, signal),
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useProductOptions(productId: string | null, selected: Record<string, string>) {
  return useQuery({ ...productOptionsQueryOptions(productId ?? '', selected), enabled: !!productId });
}
