import type { DistributorStaffGroup } from '../identity/customer-group';

/**
 * What each distributor-staff role is for (issues #32, #33; D-740), in the words its own home page
 * and the CSR's invitation show. Both work across every practice and never see a customer as the
 * practices see them; both sign in with a password and a code texted to their phone.
 */
export interface DistributorRoleInfo {
  label: string;
  /** One line: what the role is for. */
  summary: string;
  /** What the role does. */
  does: readonly string[];
  /** What the role never sees or does. */
  never: readonly string[];
}

export const DISTRIBUTOR_ROLES: Record<DistributorStaffGroup, DistributorRoleInfo> = {
  Analyst: {
    label: 'Analyst',
    summary: 'Questions the history of every practice, de-identified.',
    does: [
      'Reads the history of every practice de-identified: orders and their lines, prescriptions, rebate claims, practices and locations, by month.',
      'Sees people, accounts, practices and orders only as stable pseudonyms, dates of birth only as a year; city, state, ZIP and dates are kept.',
    ],
    never: [
      'Names, e-mail addresses, phone numbers, street addresses, card or account numbers, or free text that patients and staff wrote.',
      'Patients, prescriptions, orders or accounts as the practices see them, and acting for a customer.',
    ],
  },
  Operator: {
    label: 'Operator',
    summary: 'Keeps the platform running.',
    does: [
      'Watches the platform run: each projection’s position and lag, the reactors’ queues and failed jobs, the processes of the deployment.',
      'Acts on it — rebuilds, pauses and resumes a projection, retries failed jobs — and every action is recorded with their name.',
    ],
    never: [
      'Patients, prescriptions, orders or any customer’s personal data.',
      'Acting for a customer, or changing anyone’s account.',
    ],
  },
};

/** Shared by both roles (D-742). */
export const DISTRIBUTOR_SIGN_IN_RULE = 'Every sign-in needs the password and a new code texted to the mobile number on file; two-factor sign-in cannot be turned off.';
