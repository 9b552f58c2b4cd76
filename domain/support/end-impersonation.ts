import { DomainError } from '../shared/errors';
import { IMPERSONATION_MESSAGES } from './begin-impersonation';
import { type ImpersonationEnded } from './events';
import type { ImpersonationState } from './impersonation-decider';

/**
 * Ends an active session. Ending an ended session again is a no-op (no event), so a retried
 * "End session" is harmless; only the CSR who began it can end it.
 */
export function decideEndImpersonation(
  command: { impersonationId: string; csrAccountNumber: string; cause: ImpersonationEnded['data']['cause'] },
  state: ImpersonationState,
): ImpersonationEnded[] {
  if (state.status === 'none' || !state.began) {
    throw new DomainError('not_found', 'IMPERSONATION_NOT_FOUND', IMPERSONATION_MESSAGES.notImpersonating);
  }
  if (state.began.csrAccountNumber !== command.csrAccountNumber) {
    throw new DomainError('forbidden', 'FORBIDDEN', IMPERSONATION_MESSAGES.notYours);
  }
  if (state.status === 'ended') return [];
  return [
    {
      type: 'ImpersonationEnded',
      data: { impersonationId: command.impersonationId, sessionId: state.began.sessionId, cause: command.cause },
    },
  ];
}
