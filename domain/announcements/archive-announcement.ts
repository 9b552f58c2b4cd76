import { DomainError } from '../shared/errors';
import type { AnnouncementDeciderState } from './announcement-decider';
import { ANNOUNCEMENT_MESSAGES as M } from './announcement-rules';
import type { AnnouncementTakenDown } from './events';

/** `/customer/announcements/archive` (id): a CSR takes an active (live or scheduled) announcement down. Again → nothing. */
export function decideArchiveAnnouncement(cmd: { announcementId: string; now: Date }, state: AnnouncementDeciderState): AnnouncementTakenDown[] {
  if (!state.exists || state.deleted) throw new DomainError('not_found', 'NOT_FOUND', M.notFound);
  if (state.status === 'archived') return [];
  if (state.status === 'draft') throw new DomainError('rule', 'ANNOUNCEMENT_NOT_ACTIVE', M.takeDownNotActive);
  return [{ type: 'AnnouncementTakenDown', data: { announcementId: cmd.announcementId, takenDownAt: cmd.now.toISOString(), by: 'csr' } }];
}
