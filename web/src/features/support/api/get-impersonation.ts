import { queryOptions, useQuery } from '@tanstack/react-query';
import { impersonationDetail, type ImpersonationDetail } from '@domain/support/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { supportKeys } from './keys';

/** GET /api/support/impersonation: one session with every change made in it. */
export async function getImpersonation(impersonationId: string, signal?: AbortSignal): Promise<ImpersonationDetail> {
  const reply = await apiClient.get<unknown>('/support/impersonation', { impersonationId }, signal ? { signal } : {});
  return parseReply(impersonationDetail, reply);
}

export function impersonationQueryOptions(impersonationId: string) {
  return queryOptions({
    queryKey: supportKeys.impersonation(impersonationId),
    queryFn: ({ signal }) => getImpersonation(impersonationId, signal),
    staleTime: 15 * 1000,
  });
}

export function useImpersonationDetail(impersonationId: string) {
  return useQuery(impersonationQueryOptions(impersonationId));
}
