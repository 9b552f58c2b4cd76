import { DomainError } from '../shared/errors';
import { accessRequestStatus, type AccessRequestState } from './access-request-decider';
import { ACCESS_REQUEST_MESSAGES } from './access-request-rules';
import type { AccessRequestCancelled } from './events';

/** The requesting practice withdraws a pending request. Another practice's request is "not found". */
export function decideCancelAccessRequest(cmd: { practiceId: string; cancelledBy: string; now: Date }, state: AccessRequestState): AccessRequestCancelled[] {
  if (!state.exists || state.practiceId !== cmd.practiceId) throw new DomainError('not_found', 'NOT_FOUND', ACCESS_REQUEST_MESSAGES.notFound);
  if (state.decision === 'cancelled') return [];
  if (accessRequestStatus(state, cmd.now) !== 'pending') throw new DomainError('rule', 'ACCESS_REQUEST_NOT_PENDING', ACCESS_REQUEST_MESSAGES.notPending);
  return [{ type: 'AccessRequestCancelled', data: { cancelledBy: cmd.cancelledBy, cancelledAt: cmd.now.toISOString() } }];
}
