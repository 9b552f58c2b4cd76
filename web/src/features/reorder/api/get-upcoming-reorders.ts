import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UpcomingReordersReply } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';
import { reorderKeys } from './keys';

export const UPCOMING_PAGE_SIZE = 10;

/** GET /api/reorder/upcoming: the practice's patients due for reorder, soonest end of supply first. */
export function getUpcomingReorders(page: number, signal?: AbortSignal): Promise<UpcomingReordersReply> {
  return apiClient.get('/reorder/upcoming', { limit: UPCOMING_PAGE_SIZE, offset: (Math.max(1, page) - 1) * UPCOMING_PAGE_SIZE }, signal ? { signal } : {});
}

export function upcomingReordersQueryOptions(page: number) {
  return queryOptions({ queryKey: reorderKeys.upcoming(page), queryFn: ({ signal }) => getUpcomingReorders(page, signal) });
}

export function useUpcomingReorders(page: number) {
  return useQuery({ ...upcomingReordersQueryOptions(page), placeholderData: keepPreviousData });
}
