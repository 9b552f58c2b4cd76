import type { CustomerState } from '../identity/customer-decider';
import type { CustomerProfileUpdated } from '../identity/events';
import { decideUpdateProfile, type UpdateProfileValues } from '../identity/update-profile';
import { assertPatientActive, assertPatientOfPractice } from './patient-of-practice';

/** The practice updates a patient's personal info: CustomerProfileUpdated, nothing when unchanged. */
export function decideUpdatePatientProfile(command: UpdateProfileValues & { practiceId: string }, state: CustomerState): CustomerProfileUpdated[] {
  assertPatientOfPractice(state, command.practiceId);
  assertPatientActive(state);
  return decideUpdateProfile(command, state);
}
