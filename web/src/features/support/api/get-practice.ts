import { queryOptions, useQuery } from '@tanstack/react-query';
import { practiceDetail, type PracticeDetail } from '@domain/support/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { supportKeys } from './keys';

/** GET /api/support/practice: the CSR view of an ECP (practice, locations, accounts). */
export async function getPractice(practiceId: string, signal?: AbortSignal): Promise<PracticeDetail> {
  const reply = await apiClient.get<unknown>('/support/practice', { practiceId }, signal ? { signal } : {});
  return parseReply(practiceDetail, reply);
}

export function practiceQueryOptions(practiceId: string) {
  return queryOptions({
    queryKey: supportKeys.practice(practiceId),
    queryFn: ({ signal }) => getPractice(practiceId, signal),
    staleTime: 60 * 1000,
  });
}

export function usePractice(practiceId: string) {
  return useQuery(practiceQueryOptions(practiceId));
}
