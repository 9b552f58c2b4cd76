import { accessRequestStatus, type AccessRequestState } from './access-request-decider';
import type { AccessRequestEmailSent } from './events';

/** The e-mail is due once, while the request is pending and not yet e-mailed. */
export function accessRequestEmailDue(state: AccessRequestState, now: Date): boolean {
  return state.exists && !state.hasBeenSentEmail && accessRequestStatus(state, now) === 'pending';
}

export function decideRecordAccessRequestEmail(sent: { tokenHash: string | null; messageId: string; to: string; now: Date }, state: AccessRequestState): AccessRequestEmailSent[] {
  if (!state.exists || state.hasBeenSentEmail) return [];
  return [{ type: 'AccessRequestEmailSent', data: { tokenHash: sent.tokenHash, messageId: sent.messageId, to: sent.to, sentAt: sent.now.toISOString() } }];
}
