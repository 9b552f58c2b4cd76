import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orderingKeys } from './keys';
import type { OrderHistory } from './types';

/** GET /api/order/history?customerAccountNumber=: the patient's orders, newest first. */
export function getOrderHistory(customerAccountNumber: string, signal?: AbortSignal): Promise<OrderHistory> {
  return apiClient.get('/order/history', { customerAccountNumber, limit: 50 }, signal ? { signal } : {});
}

export function orderHistoryQueryOptions(customerAccountNumber: string) {
  return queryOptions({ queryKey: orderingKeys.history(customerAccountNumber), queryFn: ({ signal }) => getOrderHistory(customerAccountNumber, signal) });
}

export function useOrderHistory(customerAccountNumber: string) {
  return useQuery(orderHistoryQueryOptions(customerAccountNumber));
}
