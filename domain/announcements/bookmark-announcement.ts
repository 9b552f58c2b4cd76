import { DomainError } from '../shared/errors';
import type { AnnouncementDeciderState } from './announcement-decider';
import { ANNOUNCEMENT_MESSAGES as M } from './announcement-rules';
import type { AnnouncementBookmarkSet } from './events';

/** `/customer/announcements/bookmark` (id, isBookmarked): sets or clears the flag; the same value again appends nothing. */
export function decideBookmarkAnnouncement(cmd: { announcementId: string; isBookmarked: boolean }, state: AnnouncementDeciderState): AnnouncementBookmarkSet[] {
  if (!state.exists || state.deleted) throw new DomainError('not_found', 'NOT_FOUND', M.notFound);
  if (state.isBookmarked === cmd.isBookmarked) return [];
  return [{ type: 'AnnouncementBookmarkSet', data: { announcementId: cmd.announcementId, isBookmarked: cmd.isBookmarked } }];
}
