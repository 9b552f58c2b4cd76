import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompareSalesReply } from '@domain/time-travel/api-schemas';
import { apiClient } from '@/lib/api-client';
import { timeTravelKeys } from './keys';

type Params = Record<string, string | number | undefined>;

/** GET /api/time-travel/compare/sales: the dashboard as of a snapshot beside today's, figure by figure. */
export function compareSales(params: Params, signal?: AbortSignal): Promise<CompareSalesReply> {
  return apiClient.get('/time-travel/compare/sales', params, signal ? { signal } : {});
}

export function compareSalesQueryOptions(params: Params) {
  return queryOptions({ queryKey: timeTravelKeys.compareSales(params), queryFn: ({ signal }) => compareSales(params, signal) });
}

export function useCompareSales(params: Params) {
  return useQuery({ ...compareSalesQueryOptions(params), placeholderData: keepPreviousData, retry: false });
}
