import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AnnouncementListReply, announcementListReply, type ListAnnouncementsInput } from '@domain/announcements/api-schemas';
import { apiClient } from '@/lib/api-client';
import { announcementKeys } from './keys';

/** GET /api/customer/announcements/all (CSR): one list, filtered, sorted, paged. */
export async function getAnnouncements(params: ListAnnouncementsInput, signal?: AbortSignal): Promise<AnnouncementListReply> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
  return announcementListReply.parse(await apiClient.get<unknown>('/customer/announcements/all', query, signal ? { signal } : {}));
}

export function announcementsQueryOptions(params: ListAnnouncementsInput) {
  return queryOptions({ queryKey: announcementKeys.list(params), queryFn: ({ signal }) => getAnnouncements(params, signal), placeholderData: keepPreviousData });
}

/** `enabled: false` while the filters panel shows a mistake: the list keeps its last answer instead of asking with bad filters. */
export function useAnnouncements(params: ListAnnouncementsInput, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...announcementsQueryOptions(params), enabled });
}
