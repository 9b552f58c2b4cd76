import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RebateOrders } from '@domain/rewards/api-schemas';
import { apiClient } from '@/lib/api-client';
import { rewardsKeys } from './keys';

/** GET /api/order/rebate/orders: the patient's orders with their rewards eligibility and claims. */
export function getRebateOrders(params: { patientAccountNumber?: string; manufacturer?: string }, signal?: AbortSignal): Promise<RebateOrders> {
  return apiClient.get('/order/rebate/orders', { patientAccountNumber: params.patientAccountNumber, manufacturer: params.manufacturer }, signal ? { signal } : {});
}

export function rebateOrdersQueryOptions(params: { patientAccountNumber?: string; manufacturer?: string }) {
  return queryOptions({
    queryKey: rewardsKeys.orders(params.patientAccountNumber ?? 'me', params.manufacturer ?? ''),
    queryFn: ({ signal }) => getRebateOrders(params, signal),
  });
}

export function useRebateOrders(params: { patientAccountNumber?: string; manufacturer?: string }) {
  return useQuery(rebateOrdersQueryOptions(params));
}
