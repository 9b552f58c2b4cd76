import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys } from './keys';
import type { OrderHistoryReply } from './types';

export interface OrderHistoryFilters {
  status?: string;
  fromDate?: string;
  toDate?: string;
  limit?: number;
  offset?: number;
}

/** GET /api/order/history: the patient's orders, newest first, with the order-history filters. */
export function getOrderHistory(filters: OrderHistoryFilters, signal?: AbortSignal): Promise<OrderHistoryReply> {
  return apiClient.get<OrderHistoryReply>('/order/history', { ...filters }, signal ? { signal } : {});
}

export function orderHistoryQueryOptions(filters: OrderHistoryFilters) {
  return queryOptions({ queryKey: checkoutKeys.history(filters), queryFn: ({ signal }) => getOrderHistory(filters, signal) });
}

export function useOrderHistory(filters: OrderHistoryFilters, refetchInterval?: number) {
  return useQuery({ ...orderHistoryQueryOptions(filters), ...(refetchInterval ? { refetchInterval } : {}) });
}
