import { DomainError, MESSAGES } from '../shared/errors';
import { checkAccountLink } from './account-links';
import type { CustomerState } from './customer-decider';
import type { EmailChanged } from './events';

export interface ConfirmEmailChangeCheck {
  changeId: string;
  /** The previous address as typed. */
  email: string;
  /** Result of verifying the password against the stored hash (done by the handler: I/O). */
  passwordMatches: boolean;
  now: Date;
}

/**
 * The link must be the latest, unexpired, unused change request; then the previous e-mail and
 * password must match, answered like a failed sign-in (spec point 7: a 401 here does not reload).
 */
export function assertCanConfirmEmailChange(command: ConfirmEmailChangeCheck, state: CustomerState): void {
  checkAccountLink({ purpose: 'verify-email', tokenId: command.changeId }, state, command.now);
  if (!state.passwordHash || command.email.trim().toLowerCase() !== state.email || !command.passwordMatches) {
    throw new DomainError('unauthorized', 'INVALID_VALUE', MESSAGES.invalidSignIn);
  }
}

export function decideConfirmEmailChange(command: ConfirmEmailChangeCheck, state: CustomerState): EmailChanged[] {
  assertCanConfirmEmailChange(command, state);
  return [
    { type: 'EmailChanged', data: { changeId: command.changeId, previousEmail: state.email!, email: state.pendingEmailChange!.newEmail } },
  ];
}
