import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys } from './keys';
import type { OrderDetails } from './types';

/** GET /api/order/getbyid: one order with its status history and tracking. */
export function getOrder(salesOrderID: string, signal?: AbortSignal): Promise<OrderDetails> {
  return apiClient.get<OrderDetails>('/order/getbyid', { salesOrderID }, signal ? { signal } : {});
}

export function orderQueryOptions(salesOrderID: string) {
  return queryOptions({ queryKey: checkoutKeys.order(salesOrderID), queryFn: ({ signal }) => getOrder(salesOrderID, signal) });
}

export function useOrder(salesOrderID: string | null) {
  return useQuery({ ...orderQueryOptions(salesOrderID ?? ''), enabled: !!salesOrderID });
}
