import { DomainError } from '../shared/errors';
import { SECURITY_MESSAGES } from '../security/messages';

/**
 * Token renewal (the token-check timer, D-526). A session's bearer tokens carry a generation
 * (`gen`, 0 for the sign-in's token); each renewal appends SessionRenewed with the next one to the
 * session's own stream `session-{sessionId}` (not the account stream, which every command on the
 * account reads), and the token of an older generation stops working.
 */
export interface SessionRenewed {
  type: 'SessionRenewed';
  data: { sessionId: string; accountNumber: string; generation: number; expiresAt: string };
}

export const sessionStream = (sessionId: string) => `session-${sessionId}`;

export interface SessionRenewalState {
  generation: number;
}

export const sessionRenewalDecider = {
  initialState: (): SessionRenewalState => ({ generation: 0 }),
  evolve: (state: SessionRenewalState, event: SessionRenewed): SessionRenewalState => ({ generation: Math.max(state.generation, event.data.generation) }),
};

export interface RenewSession {
  sessionId: string;
  accountNumber: string;
  /** The generation of the token the caller renews with. */
  tokenGeneration: number;
  /** From the account stream: the session is open (signed in, not signed out, account not deactivated). */
  open: boolean;
  /** When the session was signed in (its SignedIn), and the longest a session may be renewed for. */
  signedInAt: string;
  sessionMaxMs: number;
  now: Date;
  expiresAt: string;
}

/**
 * Renews a session's token: the next generation. A token already renewed (another tab or process
 * renewed it a moment ago) appends nothing; the caller gets the current generation's token. No
 * renewal past the maximum session length, nor of a closed session.
 */
export function decideRenewSession(cmd: RenewSession, state: SessionRenewalState): SessionRenewed[] {
  if (!cmd.open) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  if (cmd.now.getTime() - Date.parse(cmd.signedInAt) > cmd.sessionMaxMs) throw new DomainError('unauthorized', 'SESSION_EXPIRED', SECURITY_MESSAGES.sessionExpired);
  if (cmd.tokenGeneration < state.generation) return [];
  return [{ type: 'SessionRenewed', data: { sessionId: cmd.sessionId, accountNumber: cmd.accountNumber, generation: state.generation + 1, expiresAt: cmd.expiresAt } }];
}

/**
 * Whether a token of generation `tokenGeneration` still works for a session whose newest renewal is
 * `current` (renewed at `renewedAt`): a newer or the current generation does; the one just before it
 * for a short grace after the renewal (requests already on their way, other tabs), D-526.
 */
export function tokenGenerationValid(tokenGeneration: number, current: number, renewedAt: string | null, now: Date, graceMs: number): boolean {
  if (tokenGeneration >= current) return true;
  return tokenGeneration === current - 1 && renewedAt !== null && now.getTime() - Date.parse(renewedAt) < graceMs;
}
