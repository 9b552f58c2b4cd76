import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orderingKeys } from './keys';
import type { OrderDetails } from './types';

/** GET /api/order/getbyid?salesOrderID=: one order with its summary and status. */
export function getOrder(salesOrderID: string, signal?: AbortSignal): Promise<OrderDetails> {
  return apiClient.get('/order/getbyid', { salesOrderID }, signal ? { signal } : {});
}

export function orderQueryOptions(salesOrderID: string) {
  return queryOptions({ queryKey: orderingKeys.order(salesOrderID), queryFn: ({ signal }) => getOrder(salesOrderID, signal) });
}

export function useOrder(salesOrderID: string) {
  return useQuery({ ...orderQueryOptions(salesOrderID), enabled: !!salesOrderID });
}
