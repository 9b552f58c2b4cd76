import type { CustomerState } from './customer-decider';
import type { SignedOut } from './events';

/** Signing out an already closed session is a no-op (no event), so sign-out is safe to repeat. */
export function decideSignOut(command: { sessionId: string }, state: CustomerState): SignedOut[] {
  if (!state.openSessions.includes(command.sessionId)) return [];
  return [{ type: 'SignedOut', data: { sessionId: command.sessionId } }];
}

/**
 * The end of a required two-factor enrolment (D-742): every other open session of the account was
 * opened with the password alone, so each ends; only `keep` (opened with the second factor) stays.
 */
export function decideEndPasswordOnlySessions(command: { keep: string }, state: CustomerState): SignedOut[] {
  return state.openSessions.filter((id) => id !== command.keep).map((sessionId) => ({ type: 'SignedOut', data: { sessionId } }));
}
