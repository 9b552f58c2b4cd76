import { DomainError } from '../shared/errors';
import { accessRequestStatus, type AccessRequestState } from './access-request-decider';
import { ACCESS_REQUEST_MESSAGES } from './access-request-rules';
import type { AccessRequestAnswered } from './events';

export interface AnswerAccessRequest {
  status: 'accepted' | 'denied';
  denialReason?: string | null;
  now: Date;
  /** The signed-in patient's account number, or the sha256 of the e-mailed link's token. */
  by: { accountNumber: string } | { tokenHash: string };
}

/** The patient accepts or denies (spec point 4: decision empty, then accepted or denied). */
export function decideAnswerAccessRequest(cmd: AnswerAccessRequest, state: AccessRequestState): AccessRequestAnswered[] {
  if (!state.exists || !state.patientAccountNumber) throw new DomainError('not_found', 'NOT_FOUND', ACCESS_REQUEST_MESSAGES.notFound);
  const viaToken = 'tokenHash' in cmd.by;
  if (viaToken ? !state.tokenHash || state.tokenHash !== (cmd.by as { tokenHash: string }).tokenHash : state.patientAccountNumber !== (cmd.by as { accountNumber: string }).accountNumber) {
    throw new DomainError('not_found', 'NOT_FOUND', ACCESS_REQUEST_MESSAGES.notFound);
  }
  const status = accessRequestStatus(state, cmd.now);
  if (status === 'expired') throw new DomainError('rule', 'ACCESS_REQUEST_EXPIRED', ACCESS_REQUEST_MESSAGES.expired);
  if (status !== 'pending') throw new DomainError('rule', 'ACCESS_REQUEST_NOT_PENDING', ACCESS_REQUEST_MESSAGES.notPending);
  const denialReason = cmd.status === 'denied' ? (cmd.denialReason?.trim() || null) : null;
  return [
    {
      type: 'AccessRequestAnswered',
      data: { requestId: state.requestId!, practiceId: state.practiceId!, locationId: state.locationId!, status: cmd.status, denialReason, answeredBy: state.patientAccountNumber!, answeredAt: cmd.now.toISOString(), viaToken },
    },
  ];
}
