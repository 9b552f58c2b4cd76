import { queryOptions, useQuery } from '@tanstack/react-query';
import { practiceInfo, type PracticeInfo } from '@domain/practices/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { practiceKeys } from './keys';

/** POST /api/customer/practice/get: the signed-in user's practice, its locations and account states. */
export async function getPractice(signal?: AbortSignal): Promise<PracticeInfo> {
  const body = await apiClient.query<unknown>('/customer/practice/get', {}, signal ? { signal } : {});
  return parseReply(practiceInfo, body, PRACTICE_LOAD_ERROR);
}

/** Spec point 8 "Load errors for: practice information" (wording: decision log). */
export const PRACTICE_LOAD_ERROR = 'We couldn’t load your practice information. Refresh the page to try again.';

export function practiceQueryOptions(practiceId: string) {
  return queryOptions({ queryKey: practiceKeys.info(practiceId), queryFn: ({ signal }) => getPractice(signal) });
}

export function usePractice(practiceId: string) {
  return useQuery(practiceQueryOptions(practiceId));
}
