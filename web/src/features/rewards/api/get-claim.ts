import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimView } from '@domain/rewards/api-schemas';
import { apiClient } from '@/lib/api-client';
import { rewardsKeys } from './keys';

/** GET /api/order/rebate/claim?claimId=: one claim (a failed one answers 461 with the claim error). */
export function getClaim(claimId: string, signal?: AbortSignal): Promise<ClaimView> {
  return apiClient.get('/order/rebate/claim', { claimId }, signal ? { signal } : {});
}

/** The claim, asked again every second while the programme has not answered (status submitted). */
export function claimQueryOptions(claimId: string) {
  return queryOptions({
    queryKey: rewardsKeys.claim(claimId),
    queryFn: ({ signal }) => getClaim(claimId, signal),
    refetchInterval: (q) => (q.state.data?.status === 'submitted' ? 1000 : false),
    retry: false,
  });
}

export function useClaim(claimId: string | null) {
  return useQuery({ ...claimQueryOptions(claimId ?? ''), enabled: !!claimId });
}
