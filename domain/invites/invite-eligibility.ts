import { hasCompletedProfile, missingProfileFields, type ProfileFields } from '../patients/profile-completeness';
import type { InviteKind } from './events';
import { hasCurrentPrescription } from './prescription-summary';

/**
 * Spec point 4: "Patient invite. Goes only to first-time recipients with a completed profile and a
 * current prescription. A bounced invite e-mail prompts changing the patient's e-mail."
 * A first-time recipient (D-081) is a patient who has not registered and whom no invite has
 * reached yet (invites that bounced do not count). A follow-up is the one exception: an invited,
 * unregistered patient whose last invite is FOLLOW_UP_AFTER_DAYS old (the welcome link's 7 days).
 */
export const FOLLOW_UP_AFTER_DAYS = 7;
const DAY_MS = 86_400_000;

export const INVITE_MESSAGES = {
  /** Spec point 8, verbatim. */
  emailBounced: 'An email bounced! Change their email address to resend.',
  registered: 'This patient has already registered, so there is nothing to invite them to.',
  deactivated: 'This patient profile is deleted.',
  profileIncomplete: (missing: string[]) => `Complete the patient's profile first (missing: ${missing.join(', ')}).`,
  noCurrentPrescription: 'Add a current prescription first: invites go only to patients with a prescription that has not expired.',
  alreadyInvited: (sent: string, followUp: string) => `An invite was already sent on ${sent}. A follow-up can be sent from ${followUp}.`,
  sendFailed: 'The invite could not be sent. Please try again.',
  sent: 'Invite sent',
} as const;

export const INVITE_REASON_CODES = [
  'PATIENT_REGISTERED',
  'PATIENT_DEACTIVATED',
  'PROFILE_INCOMPLETE',
  'NO_CURRENT_PRESCRIPTION',
  'EMAIL_BOUNCED',
  'ALREADY_INVITED',
] as const;
export type InviteReasonCode = (typeof INVITE_REASON_CODES)[number];
export interface InviteReason {
  code: InviteReasonCode;
  message: string;
}

const FIELD_LABELS: Record<string, string> = { firstName: 'first name', lastName: 'last name', email: 'e-mail', dob: 'date of birth', phone: 'phone' };

export interface InviteCandidate {
  registered: boolean;
  deactivated: boolean;
  profile: ProfileFields;
  /** Latest expiration date (YYYY-MM-DD) among the patient's prescriptions that are not deleted. */
  activePrescriptionUntil: string | null;
  /** The patient's e-mail now. */
  email: string;
  /** The address an invite e-mail bounced from, if any. A different current e-mail clears it. */
  bouncedEmail: string | null;
  /** Invites that were not bounced. */
  deliveredInvites: number;
  /** ISO 8601 of the last invite (bounced or not), or null. */
  lastInviteAt: string | null;
}

export interface InviteEligibility {
  eligible: boolean;
  /** The kind of invite that would be sent now. */
  kind: InviteKind;
  reasons: InviteReason[];
  /** ISO date from which a follow-up may be sent (invited patients only). */
  followUpFrom: string | null;
}

const sameEmail = (a: string | null, b: string | null) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export const isEmailBounced = (c: Pick<InviteCandidate, 'email' | 'bouncedEmail'>) => sameEmail(c.email, c.bouncedEmail);

export function followUpFrom(lastInviteAt: string | null): string | null {
  return lastInviteAt ? new Date(Date.parse(lastInviteAt) + FOLLOW_UP_AFTER_DAYS * DAY_MS).toISOString() : null;
}

/** MM/DD/YYYY (UTC), the spec's date format. */
export function usDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

/** Every failed rule, in a fixed order (the first is the most important). `now` is the decision's clock. */
export function inviteEligibility(c: InviteCandidate, now: Date): InviteEligibility {
  const reasons: InviteReason[] = [];
  const today = now.toISOString().slice(0, 10);
  if (c.registered) reasons.push({ code: 'PATIENT_REGISTERED', message: INVITE_MESSAGES.registered });
  if (c.deactivated) reasons.push({ code: 'PATIENT_DEACTIVATED', message: INVITE_MESSAGES.deactivated });
  if (!hasCompletedProfile(c.profile)) {
    const missing = missingProfileFields(c.profile).map((f) => FIELD_LABELS[f] ?? f);
    reasons.push({ code: 'PROFILE_INCOMPLETE', message: INVITE_MESSAGES.profileIncomplete(missing) });
  }
  if (!hasCurrentPrescription(c.activePrescriptionUntil, today)) {
    reasons.push({ code: 'NO_CURRENT_PRESCRIPTION', message: INVITE_MESSAGES.noCurrentPrescription });
  }
  if (isEmailBounced(c)) reasons.push({ code: 'EMAIL_BOUNCED', message: INVITE_MESSAGES.emailBounced });

  const kind: InviteKind = c.deliveredInvites === 0 ? 'first' : 'followup';
  const from = c.deliveredInvites === 0 ? null : followUpFrom(c.lastInviteAt);
  if (kind === 'followup' && from && Date.parse(from) > now.getTime()) {
    reasons.push({ code: 'ALREADY_INVITED', message: INVITE_MESSAGES.alreadyInvited(usDate(c.lastInviteAt!), usDate(from)) });
  }
  return { eligible: reasons.length === 0, kind, reasons, followUpFrom: from };
}
