import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PATIENT_PAGE_SIZE } from '@domain/shared/constants';
import { allPracticesOutput, type AllPracticesOutput, type PRACTICE_SORT_KEYS } from '@domain/support/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { supportKeys } from './keys';

export type PracticeSortKey = (typeof PRACTICE_SORT_KEYS)[number];

export interface AllPracticesCriteria {
  sortBy: PracticeSortKey;
  sortOrder: 'asc' | 'desc';
  page: number;
}

/** POST /api/customer/allpractices: every practice with its locations, paged and sorted. */
export async function getAllPractices(criteria: AllPracticesCriteria, signal?: AbortSignal): Promise<AllPracticesOutput> {
  const reply = await apiClient.query<unknown>(
    '/customer/allpractices',
    { sortBy: criteria.sortBy, sortOrder: criteria.sortOrder, limit: PATIENT_PAGE_SIZE, offset: (Math.max(1, criteria.page) - 1) * PATIENT_PAGE_SIZE },
    signal ? { signal } : {},
  );
  return parseReply(allPracticesOutput, reply);
}

export function allPracticesQueryOptions(criteria: AllPracticesCriteria) {
  return queryOptions({
    queryKey: supportKeys.allPractices(criteria),
    queryFn: ({ signal }) => getAllPractices(criteria, signal),
    staleTime: 60 * 1000,
  });
}

export function useAllPractices(criteria: AllPracticesCriteria) {
  return useQuery({ ...allPracticesQueryOptions(criteria), placeholderData: keepPreviousData });
}
