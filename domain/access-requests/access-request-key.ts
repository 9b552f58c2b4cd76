import { DomainError } from '../shared/errors';
import { reservationInFlight } from '../shared/reservation';
import { accessRequestStatus, type AccessRequestState } from './access-request-decider';
import { ACCESS_REQUEST_MESSAGES } from './access-request-rules';
import type { AccessRequestKeyClaimed } from './events';

/**
 * Uniqueness of access requests (guide §4 "one pending access request per patient and practice"),
 * decided on the write side: a key per practice and patient account, or per practice and address
 * when the address has no patient account (D-522, D-523).
 */
export function accessRequestKey(practiceId: string, target: { accountNumber: string } | { email: string }): string {
  return 'accountNumber' in target ? `${practiceId}-${target.accountNumber}` : `${practiceId}-email-${target.email.trim().toLowerCase()}`;
}

export interface AccessRequestKeyState {
  requestId?: string;
  claimedAt?: string;
}

export const accessRequestKeyDecider = {
  initialState: (): AccessRequestKeyState => ({}),
  evolve: (_state: AccessRequestKeyState, event: AccessRequestKeyClaimed): AccessRequestKeyState => ({ requestId: event.data.requestId, claimedAt: event.data.claimedAt }),
};

/**
 * What the key's holder means now: `pending` (still open, or its stream not yet appended — in
 * flight), `linked` (the patient accepted it; links are never removed), or `free` (no holder, or it
 * was denied, cancelled, expired, or never completed).
 */
export function keyHolding(state: AccessRequestKeyState, holder: AccessRequestState | undefined, now: Date): 'pending' | 'linked' | 'free' {
  if (!state.requestId) return 'free';
  if (!holder?.exists) return reservationInFlight(state.claimedAt, now) ? 'pending' : 'free';
  const status = accessRequestStatus(holder, now);
  if (status === 'accepted') return 'linked';
  return status === 'pending' ? 'pending' : 'free';
}

/** Claims the key for a new request, or refuses: a pending request holds it (409), or the patient already accepted one (409). */
export function decideClaimAccessRequestKey(
  cmd: { key: string; requestId: string; now: Date; holder: AccessRequestState | undefined },
  state: AccessRequestKeyState,
): AccessRequestKeyClaimed[] {
  if (state.requestId === cmd.requestId) return [];
  const holding = keyHolding(state, cmd.holder, cmd.now);
  if (holding === 'linked') throw new DomainError('conflict', 'ALREADY_LINKED', ACCESS_REQUEST_MESSAGES.alreadyLinked);
  if (holding === 'pending') throw new DomainError('conflict', 'ACCESS_REQUEST_PENDING', ACCESS_REQUEST_MESSAGES.alreadyPending);
  return [{ type: 'AccessRequestKeyClaimed', data: { key: cmd.key, requestId: cmd.requestId, claimedAt: cmd.now.toISOString() } }];
}
