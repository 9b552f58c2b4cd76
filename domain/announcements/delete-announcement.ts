import { DomainError } from '../shared/errors';
import type { AnnouncementDeciderState } from './announcement-decider';
import { ANNOUNCEMENT_MESSAGES as M } from './announcement-rules';
import type { AnnouncementDeleted } from './events';

/** `/customer/announcements/delete` (id): a draft or an archived one is deleted; an active one must be taken down first (D-335). */
export function decideDeleteAnnouncement(cmd: { announcementId: string; now: Date }, state: AnnouncementDeciderState): AnnouncementDeleted[] {
  if (!state.exists || state.deleted) throw new DomainError('not_found', 'NOT_FOUND', M.notFound);
  if (state.status === 'live' || state.status === 'scheduled') throw new DomainError('rule', 'ANNOUNCEMENT_ACTIVE', M.deleteActive);
  return [{ type: 'AnnouncementDeleted', data: { announcementId: cmd.announcementId, deletedAt: cmd.now.toISOString() } }];
}
