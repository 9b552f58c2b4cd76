import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ActiveAnnouncementView, activeAnnouncementsReply } from '@domain/announcements/api-schemas';
import { apiClient } from '@/lib/api-client';
import { announcementKeys } from './keys';

/** GET /api/customer/announcements/active: the live announcements of the signed-in user's audience. Refreshed by the live channel. */
export async function getActiveAnnouncements(signal?: AbortSignal): Promise<ActiveAnnouncementView[]> {
  return activeAnnouncementsReply.parse(await apiClient.get<unknown>('/customer/announcements/active', {}, signal ? { signal } : {})).items;
}

export function activeAnnouncementsQueryOptions() {
  return queryOptions({ queryKey: announcementKeys.active(), queryFn: ({ signal }) => getActiveAnnouncements(signal), refetchInterval: 5 * 60_000 });
}

/** `enabled: false` holds the request back (the banners wait for the first paint, D-614). */
export function useActiveAnnouncements(enabled = true) {
  return useQuery({ ...activeAnnouncementsQueryOptions(), enabled });
}
