import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimsListReply } from '@domain/rewards/api-schemas';
import { apiClient } from '@/lib/api-client';
import { rewardsKeys } from './keys';

/** GET /api/order/rebate/claims: claims of the caller's own (patient) or practice's orders. */
export function getClaims(filters: { orderId?: string; patientAccountNumber?: string }, signal?: AbortSignal): Promise<ClaimsListReply> {
  return apiClient.get('/order/rebate/claims', { orderId: filters.orderId, patientAccountNumber: filters.patientAccountNumber }, signal ? { signal } : {});
}

export function claimsQueryOptions(filters: { orderId?: string; patientAccountNumber?: string }) {
  return queryOptions({ queryKey: rewardsKeys.claims(filters), queryFn: ({ signal }) => getClaims(filters, signal) });
}

export function useClaims(filters: { orderId?: string; patientAccountNumber?: string }) {
  return useQuery(claimsQueryOptions(filters));
}
