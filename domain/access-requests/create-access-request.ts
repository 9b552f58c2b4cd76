import { DomainError } from '../shared/errors';
import { accessRequestKey } from './access-request-key';
import { ACCESS_REQUEST_MESSAGES, expiryDateFor } from './access-request-rules';
import type { AccessRequestState } from './access-request-decider';
import type { AccessRequestCreated } from './events';

/** The account an e-mail belongs to, when it has one. */
export interface AccountOfEmail {
  accountNumber: string;
  customerGroup: string;
  practiceId?: string;
}

/**
 * Whom a request to `email` goes to and the key that keeps it unique. An address without a patient
 * account (none, or a staff or CSR account) is asked like any other (D-523): the practice cannot
 * tell the two apart. A patient of the asking practice is refused (the practice knows its own patients).
 */
export function accessRequestTarget(cmd: { practiceId: string; email: string; account?: AccountOfEmail }): { key: string; patientAccountNumber: string | null } {
  const patient = cmd.account?.customerGroup === 'Patient' ? cmd.account : undefined;
  if (patient && patient.practiceId === cmd.practiceId) throw new DomainError('conflict', 'ALREADY_LINKED', ACCESS_REQUEST_MESSAGES.alreadyLinked);
  return patient
    ? { key: accessRequestKey(cmd.practiceId, { accountNumber: patient.accountNumber }), patientAccountNumber: patient.accountNumber }
    : { key: accessRequestKey(cmd.practiceId, { email: cmd.email }), patientAccountNumber: null };
}

export interface CreateAccessRequest {
  requestId: string;
  practiceId: string;
  locationId: string;
  requestedBy: string;
  now: Date;
  /** The address the practice typed (trimmed, lower case). */
  email: string;
  /** From `accessRequestTarget`, after the request has claimed its key. */
  patientAccountNumber: string | null;
}

/** A practice asks a patient, by e-mail, for access to their profile (spec point 3: after creation it has patientEmail, hasBeenSentEmail, requestDate and expiryDate). */
export function decideCreateAccessRequest(cmd: CreateAccessRequest, state: AccessRequestState): AccessRequestCreated[] {
  if (state.exists) return [];
  return [
    {
      type: 'AccessRequestCreated',
      data: {
        requestId: cmd.requestId,
        practiceId: cmd.practiceId,
        locationId: cmd.locationId,
        patientEmail: cmd.email,
        patientAccountNumber: cmd.patientAccountNumber,
        requestedBy: cmd.requestedBy,
        requestDate: cmd.now.toISOString(),
        expiryDate: expiryDateFor(cmd.now),
      },
    },
  ];
}
