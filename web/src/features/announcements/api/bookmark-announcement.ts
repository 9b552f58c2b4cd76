import type { AnnouncementCommandReply, BookmarkAnnouncementInput } from '@domain/announcements/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { announcementKeys } from './keys';

/** POST /api/customer/announcements/bookmark (id, isBookmarked). */
export function bookmarkAnnouncement(input: BookmarkAnnouncementInput): Promise<AnnouncementCommandReply> {
  return apiClient.command('/customer/announcements/bookmark', input);
}

export function useBookmarkAnnouncement() {
  return useInvalidatingMutation(bookmarkAnnouncement, [announcementKeys.lists()]);
}
