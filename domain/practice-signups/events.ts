import type { Address } from '../practices/events';

/**
 * Events of a practice sign-up (issue #17): `practice-signup-{signupId}`, and the reservation
 * streams that make duplicates visible on the write side: `practice-signup-key-{key}`.
 */
export interface PracticeSignupRequested {
  type: 'PracticeSignupRequested';
  data: {
    signupId: string;
    practiceName: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: Address;
    acceptTermsAndConditions: true;
    emailCommunicationsOptIn: boolean;
    requestedAt: string;
  };
}

/** A CSR approved it: the practice, its first location and its administrator were created. */
export interface PracticeSignupApproved {
  type: 'PracticeSignupApproved';
  data: { signupId: string; practiceId: string; locationId: string; adminAccountNumber: string; approvedBy: string; approvedAt: string };
}

/** A CSR declined it; the applicant is e-mailed the reason. */
export interface PracticeSignupDeclined {
  type: 'PracticeSignupDeclined';
  data: { signupId: string; reason: string; declinedBy: string; declinedAt: string };
}

/** The mail job recorded the e-mail it sent the applicant about this sign-up (requested, declined). */
export interface PracticeSignupEmailed {
  type: 'PracticeSignupEmailed';
  data: { signupId: string; kind: 'received' | 'declined'; messageId: string; causationEventId: string };
}

export type PracticeSignupEvent = PracticeSignupRequested | PracticeSignupApproved | PracticeSignupDeclined | PracticeSignupEmailed;

/** A key (an e-mail, or practice name + ZIP) claimed by a sign-up. */
export interface PracticeSignupKeyReserved {
  type: 'PracticeSignupKeyReserved';
  data: { key: string; signupId: string };
}

export const practiceSignupStream = (signupId: string) => `practice-signup-${signupId}`;
export const practiceSignupKeyStream = (key: string) => `practice-signup-key-${key}`;
