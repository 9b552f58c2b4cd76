import type { NotificationKey, ReorderInterval, UnsubscribeKind } from './notification-keys';

/**
 * Events of the security context. Each account has two streams of its own, so these facts never
 * mix with the account stream of domain/identity:
 * - `mfa-{accountNumber}`: SMS number, verification codes (hashes only), two-factor on/off, the
 *   "don't show again" choice of the invitation to secure the account;
 * - `notification-preferences-{accountNumber}`: the eight notification keys of spec point 3.
 */

export type CodePurpose = 'verify-phone' | 'sign-in';

export interface PhoneNumberSet {
  type: 'PhoneNumberSet';
  data: { phone: string };
}

/** A code went out. Only its keyed hash is kept; `contextHash` ties a sign-in code to one sign-in. */
export interface VerificationCodeSent {
  type: 'VerificationCodeSent';
  data: {
    codeId: string;
    purpose: CodePurpose;
    phone: string;
    codeHash: string;
    contextHash?: string;
    sentAt: string;
    expiresAt: string;
  };
}

export interface VerificationCodeRejected {
  type: 'VerificationCodeRejected';
  data: { codeId: string; attempt: number };
}

export interface PhoneNumberVerified {
  type: 'PhoneNumberVerified';
  data: { phone: string; codeId: string };
}

/** The second factor of a sign-in was checked; the session it opened is in the account stream. */
export interface MfaSignInVerified {
  type: 'MfaSignInVerified';
  data: { codeId: string; sessionId: string };
}

export interface TwoFactorEnabled {
  type: 'TwoFactorEnabled';
  data: { phone: string };
}

export interface TwoFactorDisabled {
  type: 'TwoFactorDisabled';
  data: Record<string, never>;
}

/** The "don't show again" choice of the loginSecure invitation (spec: hideMfaModal). */
export interface MfaModalPreferenceSet {
  type: 'MfaModalPreferenceSet';
  data: { hideMfaModal: boolean };
}

export type MfaEvent =
  | PhoneNumberSet
  | VerificationCodeSent
  | VerificationCodeRejected
  | PhoneNumberVerified
  | MfaSignInVerified
  | TwoFactorEnabled
  | TwoFactorDisabled
  | MfaModalPreferenceSet;

export const MFA_EVENT_TYPES = [
  'PhoneNumberSet',
  'VerificationCodeSent',
  'VerificationCodeRejected',
  'PhoneNumberVerified',
  'MfaSignInVerified',
  'TwoFactorEnabled',
  'TwoFactorDisabled',
  'MfaModalPreferenceSet',
] as const satisfies readonly MfaEvent['type'][];

export const mfaStream = (accountNumber: string) => `mfa-${accountNumber}`;
export const MFA_STREAM_PREFIX = 'mfa-';

/** One change of notification preferences: the keys that changed, and where the change came from. */
export interface NotificationPreferencesChanged {
  type: 'NotificationPreferencesChanged';
  data: {
    changes: Partial<Record<NotificationKey, boolean>>;
    source: 'settings' | 'unsubscribe-link';
    /** For an unsubscribe link: which kind of e-mail the link was in. */
    kind?: UnsubscribeKind;
    /** Issue #20 (optional): the reorder notice's lead, when the patient changed it. */
    reorderInterval?: ReorderInterval;
  };
}

export type NotificationPreferencesEvent = NotificationPreferencesChanged;

export const notificationPreferencesStream = (accountNumber: string) => `notification-preferences-${accountNumber}`;
export const NOTIFICATION_PREFERENCES_STREAM_PREFIX = 'notification-preferences-';
