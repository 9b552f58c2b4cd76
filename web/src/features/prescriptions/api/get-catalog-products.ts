import { queryOptions, useQuery } from '@tanstack/react-query';
import { allProductsReply, type AllProductsReply } from '@domain/catalog/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { prescriptionKeys } from './keys';

export type CatalogProduct = AllProductsReply['products'][number];

/** GET /api/product/all: the catalog's products (brand, name, dimensions) for the brand → product choice. */
export async function getCatalogProducts(signal?: AbortSignal): Promise<CatalogProduct[]> {
  return parseReply(allProductsReply, await apiClient.get<unknown>('/product/all', {}, signal ? { signal } : {})).products;
}

export function catalogProductsQueryOptions() {
  return queryOptions({ queryKey: prescriptionKeys.catalog(), queryFn: ({ signal }) => getCatalogProducts(signal), staleTime: 10 * 60_000 });
}

export function useCatalogProducts() {
  return useQuery(catalogProductsQueryOptions());
}
