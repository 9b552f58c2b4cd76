import { DomainError, MESSAGES } from '../shared/errors';
import type { CustomerState } from './customer-decider';
import type { SignedIn } from './events';

export interface SignInCommand {
  /** Result of verifying the password against the stored hash (done by the handler: I/O). */
  passwordMatches: boolean;
  sessionId: string;
  expiresAt: string;
}

/**
 * Unknown account and wrong password give the same answer, so accounts cannot be probed; so does
 * a patient their practice deactivated ("deleted", decision D-071).
 */
export function decideSignIn(command: SignInCommand, state: CustomerState): SignedIn[] {
  if (!state.exists || !state.passwordHash || !command.passwordMatches || state.deactivated) {
    throw new DomainError('unauthorized', 'INVALID_VALUE', MESSAGES.invalidSignIn);
  }
  return [{ type: 'SignedIn', data: { sessionId: command.sessionId, expiresAt: command.expiresAt } }];
}

/**
 * A CSR opens a session as the customer (impersonation): the account must exist; no password is
 * involved, so customers who have not set one yet (invited patients) can be helped too.
 */
export function decideOpenImpersonatedSession(command: Omit<SignInCommand, 'passwordMatches'>, state: CustomerState): SignedIn[] {
  if (!state.exists) throw new DomainError('not_found', 'NOT_FOUND', 'Customer not found');
  return [{ type: 'SignedIn', data: { sessionId: command.sessionId, expiresAt: command.expiresAt } }];
}
