import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GetAnnouncementReply, getAnnouncementReply } from '@domain/announcements/api-schemas';
import { apiClient } from '@/lib/api-client';
import { announcementKeys } from './keys';

/** GET /api/customer/announcements/get (CSR): one announcement and its history. */
export async function getAnnouncement(id: string, signal?: AbortSignal): Promise<GetAnnouncementReply> {
  return getAnnouncementReply.parse(await apiClient.get<unknown>('/customer/announcements/get', { id }, signal ? { signal } : {}));
}

export function announcementQueryOptions(id: string) {
  return queryOptions({ queryKey: announcementKeys.detail(id), queryFn: ({ signal }) => getAnnouncement(id, signal) });
}

export function useAnnouncement(id: string | null) {
  return useQuery({ ...announcementQueryOptions(id ?? ''), enabled: !!id });
}
