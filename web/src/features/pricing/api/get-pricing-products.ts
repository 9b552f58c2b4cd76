import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pricingProductsReply, type PricingProductsReply, type ProductSort } from '@domain/pricing/api-schemas';
import { apiClient } from '@/lib/api-client';
import { pricingKeys } from './keys';

export interface PricingProductsParams {
  locationId: string;
  brandId?: string | undefined;
  manufacturerId?: string | undefined;
  productType?: string | undefined;
  favorites?: boolean | undefined;
  keyword?: string | undefined;
  productIds?: string[] | undefined;
  sort: ProductSort;
  limit: number;
  offset: number;
}

function queryParams(p: PricingProductsParams): Record<string, string | number | undefined> {
  return {
    locationIds: p.locationId,
    brandId: p.brandId,
    manufacturerId: p.manufacturerId,
    productType: p.productType,
    favorites: p.favorites ? 'true' : undefined,
    keyword: p.keyword,
    productIds: p.productIds?.join(','),
    sort: p.sort,
    limit: p.limit,
    offset: p.offset,
  };
}

/** GET /api/pricing/products: cost, retail and markup per tier for a location's products. */
export async function getPricingProducts(p: PricingProductsParams, signal?: AbortSignal): Promise<PricingProductsReply> {
  return pricingProductsReply.parse(await apiClient.get('/pricing/products', queryParams(p), signal ? { signal } : {}));
}

export function pricingProductsQueryOptions(p: PricingProductsParams) {
  return queryOptions({ queryKey: pricingKeys.products(p.locationId, queryParams(p)), queryFn: ({ signal }) => getPricingProducts(p, signal), placeholderData: keepPreviousData });
}

export function usePricingProducts(p: PricingProductsParams | null) {
  return useQuery({ ...pricingProductsQueryOptions(p ?? { locationId: '', sort: 'az', limit: 1, offset: 0 }), enabled: Boolean(p?.locationId) });
}
