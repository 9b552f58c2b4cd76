import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DIMENSIONS } from '@domain/catalog/dimensions';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';

export const dimensionOptionsSchema = z.object({
  dimensionName: z.enum(DIMENSIONS),
  label: z.string(),
  options: z.array(z.string()),
  singleValue: z.boolean(),
  warning: z.string().optional(),
});
export type DimensionOptions = z.infer<typeof dimensionOptionsSchema>;

const reply = z.object({ dimensions: z.array(dimensionOptionsSchema) });

/**
 * The options of each dimension of a product, in spec order: GET /api/product/options with nothing
 * chosen yet, else POST /api/product/refreshoptions with the values chosen so far (only the
 * combinations the product offers remain). Each carries the single-value warning of spec point 8.
 */
export async function getProductOptions(productId: string, selected: Record<string, string>, signal?: AbortSignal): Promise<DimensionOptions[]> {
  const opts = signal ? { signal } : {};
  const raw = Object.keys(selected).length === 0 ? await apiClient.get<unknown>('/product/options', { productId }, opts) : await apiClient.query<unknown>('/product/refreshoptions', { productId, selected }, opts);
  return reply.parse(raw).dimensions;
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
