import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderHistoryInput, OrderHistoryReply } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';
import { orderKeys } from './keys';

/** The order-history filters as the query string carries them (one status; the API also takes several). */
export type OrderHistoryFilters = Partial<Omit<OrderHistoryInput, 'status'>> & { status?: string | undefined };

/** GET /api/order/history: orders newest first, with the order-history filters (a patient's own, or one patient's for the practice). */
export function getOrderHistory(filters: OrderHistoryFilters, signal?: AbortSignal): Promise<OrderHistoryReply> {
  return apiClient.get('/order/history', { ...filters }, signal ? { signal } : {});
}

export function orderHistoryQueryOptions(filters: OrderHistoryFilters) {
  return queryOptions({ queryKey: orderKeys.history(filters), queryFn: ({ signal }) => getOrderHistory(filters, signal) });
}

export function useOrderHistory(filters: OrderHistoryFilters, refetchInterval?: number) {
  return useQuery({ ...orderHistoryQueryOptions(filters), ...(refetchInterval ? { refetchInterval } : {}) });
}
