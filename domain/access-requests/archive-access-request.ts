import { DomainError } from '../shared/errors';
import { accessRequestStatus, type AccessRequestState } from './access-request-decider';
import { ACCESS_REQUEST_MESSAGES } from './access-request-rules';
import type { AccessRequestArchived } from './events';

/**
 * `/customer/accessRequest/locationUpdate`: the practice archives requests it is done with
 * (answered, cancelled or expired) so they leave its list. A pending one must be cancelled first.
 */
export function decideArchiveAccessRequest(cmd: { practiceId: string; archivedBy: string; now: Date }, state: AccessRequestState): AccessRequestArchived[] {
  if (!state.exists || state.practiceId !== cmd.practiceId) throw new DomainError('not_found', 'NOT_FOUND', ACCESS_REQUEST_MESSAGES.notFound);
  if (state.archived) return [];
  if (accessRequestStatus(state, cmd.now) === 'pending') throw new DomainError('rule', 'ACCESS_REQUEST_PENDING', 'Cancel a pending access request before archiving it.');
  return [{ type: 'AccessRequestArchived', data: { archivedBy: cmd.archivedBy, archivedAt: cmd.now.toISOString() } }];
}
