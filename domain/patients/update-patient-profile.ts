import { z } from 'zod';
import type { CustomerState } from '../identity/customer-decider';
import type { CustomerProfileUpdated } from '../identity/events';
import { decideUpdateProfile, updateProfileInput, type UpdateProfileValues } from '../identity/update-profile';
import { ACCOUNT_NUMBER_PATTERN, assertPatientActive, assertPatientOfPractice } from './patient-of-practice';

/**
 * `POST /api/customer/update` body: the own profile, or, with `accountNumber`, one of the caller's
 * practice's patients (Staff, Practice, a CSR impersonating them). Same rules as the own profile.
 */
export const updateCustomerInput = updateProfileInput.extend({
  accountNumber: z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, 'A valid account number is required').optional(),
});
export type UpdateCustomerInput = z.input<typeof updateCustomerInput>;

/** The practice updates a patient's personal info: CustomerProfileUpdated, nothing when unchanged. */
export function decideUpdatePatientProfile(command: UpdateProfileValues & { practiceId: string }, state: CustomerState): CustomerProfileUpdated[] {
  assertPatientOfPractice(state, command.practiceId);
  assertPatientActive(state);
  return decideUpdateProfile(command, state);
}
