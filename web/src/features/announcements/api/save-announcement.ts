import type { SaveAnnouncementInput, SaveAnnouncementReply } from '@domain/announcements/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { announcementKeys } from './keys';

/** POST /api/customer/announcements/save: create (no id), edit or republish (id); draft or live by `state`. */
export function saveAnnouncement(input: SaveAnnouncementInput): Promise<SaveAnnouncementReply> {
  return apiClient.command('/customer/announcements/save', input);
}

export function useSaveAnnouncement() {
  return useInvalidatingMutation(saveAnnouncement, [announcementKeys.all]);
}
