import type { CustomerState } from './customer-decider';
import type { SignedOut } from './events';

/** Signing out an already closed session is a no-op (no event), so sign-out is safe to repeat. */
export function decideSignOut(command: { sessionId: string }, state: CustomerState): SignedOut[] {
  if (!state.openSessions.includes(command.sessionId)) return [];
  return [{ type: 'SignedOut', data: { sessionId: command.sessionId } }];
}
