import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetails } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';
import { orderKeys } from './keys';

/** GET /api/order/getbyid?salesOrderID=: one order with its summary, status history and tracking. */
export function getOrder(salesOrderID: string, signal?: AbortSignal): Promise<OrderDetails> {
  return apiClient.get('/order/getbyid', { salesOrderID }, signal ? { signal } : {});
}

export function orderQueryOptions(salesOrderID: string) {
  return queryOptions({ queryKey: orderKeys.order(salesOrderID), queryFn: ({ signal }) => getOrder(salesOrderID, signal) });
}

export function useOrder(salesOrderID: string | null) {
  return useQuery({ ...orderQueryOptions(salesOrderID ?? ''), enabled: !!salesOrderID });
}
