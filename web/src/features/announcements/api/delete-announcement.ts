import type { AnnouncementCommandReply } from '@domain/announcements/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { announcementKeys } from './keys';

/** POST /api/customer/announcements/delete (id): delete a draft or archived announcement. */
export function deleteAnnouncement(id: string): Promise<AnnouncementCommandReply> {
  return apiClient.command('/customer/announcements/delete', { id });
}

export function useDeleteAnnouncement() {
  return useInvalidatingMutation(deleteAnnouncement, [announcementKeys.all]);
}
