import type { CustomerState } from '../identity/customer-decider';
import { DomainError } from '../shared/errors';
import type { PatientInviteSent } from './events';
import { deliveredInvites, type InviteState, lastInviteAt } from './invite-decider';
import { type InviteCandidate, type InviteEligibility, inviteEligibility } from './invite-eligibility';
import type { PatientFlags } from './patient-flags';
import { activePrescriptionUntil, type PrescriptionSummary } from './prescription-summary';

/** Everything the decision reads: the customer stream (identity fold + flags), prescriptions and invites. */
export interface InvitePatientState {
  customer: CustomerState;
  flags: PatientFlags;
  rx: PrescriptionSummary;
  invites: InviteState;
}

export function inviteCandidateOf(s: InvitePatientState): InviteCandidate {
  const c = s.customer;
  return {
    registered: !!c.passwordHash,
    deactivated: s.flags.deactivated,
    profile: { firstName: c.firstName, lastName: c.lastName, email: c.email, dob: c.dob, phone: c.phone },
    activePrescriptionUntil: activePrescriptionUntil(s.rx),
    email: c.email ?? '',
    bouncedEmail: s.invites.bouncedEmail,
    deliveredInvites: deliveredInvites(s.invites).length,
    lastInviteAt: lastInviteAt(s.invites),
  };
}

export const eligibilityOf = (s: InvitePatientState, now: Date): InviteEligibility => inviteEligibility(inviteCandidateOf(s), now);

export interface SendPatientInviteCommand {
  accountNumber: string;
  /** The caller's practice: a patient of another practice is not found (tenant scope). */
  practiceId: string;
  sentBy: string;
  now: Date;
}

/**
 * Sends an invite when every rule of spec point 4 holds (first-time recipient, completed profile,
 * current prescription, e-mail not known to bounce), else refuses with the first failed rule's
 * code and message and all of them in `details.reasons`.
 */
export function decideSendPatientInvite(command: SendPatientInviteCommand, state: InvitePatientState): PatientInviteSent[] {
  const c = state.customer;
  if (!c.exists || c.customerGroup !== 'Patient' || c.practiceId !== command.practiceId) {
    throw new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', 'Patient not found');
  }
  const eligibility = eligibilityOf(state, command.now);
  if (!eligibility.eligible) {
    const first = eligibility.reasons[0]!;
    throw new DomainError('rule', first.code, first.message, { reasons: eligibility.reasons });
  }
  return [
    {
      type: 'PatientInviteSent',
      data: {
        accountNumber: command.accountNumber,
        practiceId: c.practiceId,
        locationId: c.locationId ?? '',
        email: c.email!,
        kind: eligibility.kind,
        sentAt: command.now.toISOString(),
        sentBy: command.sentBy,
      },
    },
  ];
}
