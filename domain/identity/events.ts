import type { CustomerGroup } from './customer-group';

/** Events of a customer account stream: `customer-{accountNumber}`. */
export interface CustomerRegistered {
  type: 'CustomerRegistered';
  data: {
    accountNumber: string;
    customerGroup: CustomerGroup;
    email: string;
    firstName: string;
    lastName: string;
    phone?: string;
    practiceId?: string;
    locationId?: string;
  };
}

export interface PatientCreated {
  type: 'PatientCreated';
  data: {
    accountNumber: string;
    practiceId: string;
    locationId: string;
    email: string;
    firstName: string;
    lastName: string;
    dob?: string;
    phone?: string;
    /** Created by a practice-management-system import (`/customer/pmsimport`, spec "created in PMS"). */
    isImported?: boolean;
    /** When the PMS import that created it ran (ISO instant). */
    lastSyncDate?: string;
  };
}

/** How a password came to be set: at registration, from a welcome link, a reset link, or a change. */
export type PasswordSetVia = 'registration' | 'welcome' | 'reset' | 'change';

/**
 * The argon2id hash only; the password itself never enters the log. `tokenId` is the id of the
 * e-mailed link that was used (welcome or reset), so a link works once.
 */
export interface PasswordSet {
  type: 'PasswordSet';
  data: { passwordHash: string; via?: PasswordSetVia; tokenId?: string };
}

/**
 * Someone asked for a password-reset link (`/customer/ForgetPassword`). The link's token is a
 * signed action token minted by the mail job with `jti = resetId`; the log holds only its id and
 * expiry, never a usable token.
 */
export interface PasswordResetRequested {
  type: 'PasswordResetRequested';
  data: { resetId: string; requestedAt: string; expiresAt: string };
}

export interface SignedIn {
  type: 'SignedIn';
  data: { sessionId: string; expiresAt: string };
}

export interface SignedOut {
  type: 'SignedOut';
  data: { sessionId: string };
}

/**
 * A practice (or, with `force`, a CSR) asked for the welcome e-mail to be sent again; with
 * `invitation`, the first invitation of an account a CSR made (issues #32, #33).
 */
export interface WelcomeEmailRequested {
  type: 'WelcomeEmailRequested';
  data: { requestedBy: string; force: boolean; invitation?: true };
}

/** Recorded by the mail worker once the welcome e-mail went out (spec: hasBeenSentEmail). */
export interface WelcomeEmailSent {
  type: 'WelcomeEmailSent';
  data: { messageId: string; to: string; causationEventId: string };
}

/**
 * The user asked to move their account to `newEmail`. A confirmation link (action token with
 * `jti = changeId`) goes to the new address; nothing changes until it is confirmed.
 */
export interface EmailChangeRequested {
  type: 'EmailChangeRequested';
  data: { changeId: string; newEmail: string; requestedAt: string; expiresAt: string };
}

/** The change was confirmed by signing in with the previous e-mail and password. */
export interface EmailChanged {
  type: 'EmailChanged';
  data: { changeId: string; previousEmail: string; email: string };
}

export interface ProfileAddress {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
}

/** The user's own personal info (`/customer/update`): the full new values, not a diff. */
export interface CustomerProfileUpdated {
  type: 'CustomerProfileUpdated';
  data: {
    firstName: string;
    lastName: string;
    phone: string | null;
    dob: string | null;
    addresses: ProfileAddress[];
  };
}

/**
 * A practice (staff or administrator) deactivated one of its patients (`/customer/deactivate`),
 * shown as "deleted": hidden from the practice's lists, and the patient can no longer sign in.
 */
export interface PatientDeactivated {
  type: 'PatientDeactivated';
  data: { deactivatedBy: string };
}

/** The practice flagged (or unflagged) the patient for an invite (`/customer/setinviteflag`). */
export interface InviteFlagSet {
  type: 'InviteFlagSet';
  data: { flagged: boolean };
}

/**
 * A PMS re-import found this patient (same e-mail, same practice): the PMS's values replace the
 * names, and a date of birth or phone the PMS gives; `lastSyncDate` is when that import ran.
 */
export interface PatientSyncedFromPms {
  type: 'PatientSyncedFromPms';
  data: { firstName: string; lastName: string; dob?: string; phone?: string; lastSyncDate: string };
}

/** A practice user hid the "connect your PMS" banner for good (`/customer/disablepmsintegrationbanner`). */
export interface PmsIntegrationBannerDisabled {
  type: 'PmsIntegrationBannerDisabled';
  data: Record<string, never>;
}

/** A practice user dismissed the "patients were updated from your PMS" banner; a later import shows it again. */
export interface PmsUpdateBannerDisabled {
  type: 'PmsUpdateBannerDisabled';
  data: Record<string, never>;
}

/** The practice administrator deactivated a staff member (issue #17): they can no longer sign in. */
export interface StaffMemberDeactivated {
  type: 'StaffMemberDeactivated';
  data: { deactivatedBy: string };
}

/**
 * A CSR ended a distributor staff member's access (issues #32, #33): an invitation not yet taken up
 * stops working, an active analyst or operator can no longer sign in; their open sessions end.
 */
export interface DistributorStaffDeactivated {
  type: 'DistributorStaffDeactivated';
  data: { deactivatedBy: string };
}

/** A CSR gave a deactivated distributor staff member their access back (the same account, e-mail and two-factor number). */
export interface DistributorStaffReactivated {
  type: 'DistributorStaffReactivated';
  data: { reactivatedBy: string };
}

export type CustomerEvent =
  | CustomerRegistered
  | StaffMemberDeactivated
  | DistributorStaffDeactivated
  | DistributorStaffReactivated
  | PatientDeactivated
  | InviteFlagSet
  | PatientSyncedFromPms
  | PmsIntegrationBannerDisabled
  | PmsUpdateBannerDisabled
  | PatientCreated
  | PasswordSet
  | PasswordResetRequested
  | SignedIn
  | SignedOut
  | WelcomeEmailRequested
  | WelcomeEmailSent
  | EmailChangeRequested
  | EmailChanged
  | CustomerProfileUpdated;

/** Events of an e-mail reservation stream: `email-{address}`. Makes e-mails unique across accounts. */
export interface EmailReserved {
  type: 'EmailReserved';
  data: { email: string; accountNumber: string };
}

/** The account moved to another address: this one is free for anyone again. */
export interface EmailReleased {
  type: 'EmailReleased';
  data: { email: string; accountNumber: string };
}

export type EmailEvent = EmailReserved | EmailReleased;

export const customerStream = (accountNumber: string) => `customer-${accountNumber}`;
export const emailStream = (email: string) => `email-${email.trim().toLowerCase()}`;
