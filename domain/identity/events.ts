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
  };
}

/** The argon2id hash only; the password itself never enters the log. */
export interface PasswordSet {
  type: 'PasswordSet';
  data: { passwordHash: string };
}

export interface SignedIn {
  type: 'SignedIn';
  data: { sessionId: string; expiresAt: string };
}

export interface SignedOut {
  type: 'SignedOut';
  data: { sessionId: string };
}

/** Recorded by the mail worker once the welcome e-mail went out (spec: hasBeenSentEmail). */
export interface WelcomeEmailSent {
  type: 'WelcomeEmailSent';
  data: { messageId: string; to: string; causationEventId: string };
}

export type CustomerEvent = CustomerRegistered | PatientCreated | PasswordSet | SignedIn | SignedOut | WelcomeEmailSent;

/** Events of an e-mail reservation stream: `email-{address}`. Makes e-mails unique across accounts. */
export interface EmailReserved {
  type: 'EmailReserved';
  data: { email: string; accountNumber: string };
}

export type EmailEvent = EmailReserved;

export const customerStream = (accountNumber: string) => `customer-${accountNumber}`;
export const emailStream = (email: string) => `email-${email.trim().toLowerCase()}`;
