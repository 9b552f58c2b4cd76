import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DIMENSIONS } from '@domain/catalog/dimensions';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';

export const catalogProductSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  brand: z.string(),
  brandId: z.string(),
  packSizeLabel: z.string(),
  isAvailable: z.boolean(),
  dimensions: z.array(z.enum(DIMENSIONS)),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/** GET /api/product/all: the catalog's products (brand, name, dimensions) for the brand → product choice. */
export async function getCatalogProducts(signal?: AbortSignal): Promise<CatalogProduct[]> {
  const body = z.object({ products: z.array(catalogProductSchema) }).parse(await apiClient.get<unknown>('/product/all', {}, signal ? { signal } : {}));
  return body.products;
}

export function catalogProductsQueryOptions() {
  return queryOptions({ queryKey: prescriptionKeys.catalog(), queryFn: ({ signal }) => getCatalogProducts(signal), staleTime: 10 * 60_000 });
}

export function useCatalogProducts() {
  return useQuery(catalogProductsQueryOptions());
}
