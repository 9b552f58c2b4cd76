import type { AnnouncementCommandReply } from '@domain/announcements/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { announcementKeys } from './keys';

/** POST /api/customer/announcements/archive (id): take an active announcement down. */
export function archiveAnnouncement(id: string): Promise<AnnouncementCommandReply> {
  return apiClient.command('/customer/announcements/archive', { id });
}

export function useArchiveAnnouncement() {
  return useInvalidatingMutation(archiveAnnouncement, [announcementKeys.all]);
}
