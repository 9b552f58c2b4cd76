/**
 * Events of a patient's invite stream: `patient-invite-{accountNumber}` (decision D-080).
 * The invite IS the welcome e-mail (a 7-day set-password link): the welcome-email reactor sends it
 * for each PatientInviteSent, and the send job records a bounce here.
 */
export const inviteStream = (accountNumber: string) => `patient-invite-${accountNumber}`;
export const INVITE_STREAM_PREFIX = 'patient-invite-';

/** `first`: the patient's first invite (or the first after every earlier one bounced); `followup`: a reminder. */
export type InviteKind = 'first' | 'followup';

export interface PatientInviteSent {
  type: 'PatientInviteSent';
  data: {
    accountNumber: string;
    practiceId: string;
    locationId: string;
    email: string;
    kind: InviteKind;
    /** ISO 8601: when the practice sent it (the decision's clock, so the fold stays pure). */
    sentAt: string;
    sentBy: string;
  };
}

/** The invite (welcome) e-mail to `email` bounced: the address cannot receive mail. */
export interface InviteEmailBounced {
  type: 'InviteEmailBounced';
  data: {
    accountNumber: string;
    email: string;
    bouncedAt: string;
    /** The event whose e-mail bounced (PatientInviteSent, PatientCreated or WelcomeEmailRequested). */
    causationEventId: string;
    reason: string;
  };
}

export type InviteEvent = PatientInviteSent | InviteEmailBounced;
export const INVITE_EVENT_TYPES = ['PatientInviteSent', 'InviteEmailBounced'] as const;
