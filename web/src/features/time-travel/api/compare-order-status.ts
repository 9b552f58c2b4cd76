import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompareOrderStatusReply } from '@domain/time-travel/api-schemas';
import { apiClient } from '@/lib/api-client';
import { timeTravelKeys } from './keys';

type Params = Record<string, string | number | undefined>;

/** GET /api/time-travel/compare/order-status: a page of the report as of a snapshot, each order beside today's. */
export function compareOrderStatus(params: Params, signal?: AbortSignal): Promise<CompareOrderStatusReply> {
  return apiClient.get('/time-travel/compare/order-status', params, signal ? { signal } : {});
}

export function compareOrderStatusQueryOptions(params: Params) {
  return queryOptions({ queryKey: timeTravelKeys.compareOrderStatus(params), queryFn: ({ signal }) => compareOrderStatus(params, signal) });
}

export function useCompareOrderStatus(params: Params) {
  return useQuery({ ...compareOrderStatusQueryOptions(params), placeholderData: keepPreviousData, retry: false });
}
