import { DomainError } from '../shared/errors';
import { ACCESS_REQUEST_MESSAGES, expiryDateFor } from './access-request-rules';
import type { AccessRequestState } from './access-request-decider';
import type { AccessRequestCreated } from './events';

export interface CreateAccessRequest {
  requestId: string;
  practiceId: string;
  locationId: string;
  requestedBy: string;
  now: Date;
  /** The account the e-mail belongs to, if any. */
  patient?: { accountNumber: string; customerGroup: string; practiceId?: string; email: string };
  /** The practice already has a pending request to this patient. */
  pendingExists: boolean;
}

/** A practice asks a patient, by e-mail, for access to their profile (spec point 3: after creation it has patientEmail, hasBeenSentEmail, requestDate and expiryDate). */
export function decideCreateAccessRequest(cmd: CreateAccessRequest, state: AccessRequestState): AccessRequestCreated[] {
  if (state.exists) return [];
  if (!cmd.patient || cmd.patient.customerGroup !== 'Patient') throw new DomainError('not_found', 'PATIENT_NOT_FOUND', ACCESS_REQUEST_MESSAGES.noPatient);
  if (cmd.patient.practiceId === cmd.practiceId) throw new DomainError('conflict', 'ALREADY_LINKED', ACCESS_REQUEST_MESSAGES.alreadyLinked);
  if (cmd.pendingExists) throw new DomainError('conflict', 'ACCESS_REQUEST_PENDING', ACCESS_REQUEST_MESSAGES.alreadyPending);
  return [
    {
      type: 'AccessRequestCreated',
      data: {
        requestId: cmd.requestId,
        practiceId: cmd.practiceId,
        locationId: cmd.locationId,
        patientEmail: cmd.patient.email,
        patientAccountNumber: cmd.patient.accountNumber,
        requestedBy: cmd.requestedBy,
        requestDate: cmd.now.toISOString(),
        expiryDate: expiryDateFor(cmd.now),
      },
    },
  ];
}
