import type { CustomerState } from '../identity/customer-decider';
import { DomainError } from '../shared/errors';
import { isPatientOfPractice, patientNotFound } from './patient-access';

/** Texts of the patient-management work (ours where spec point 8 names a failure without wording). */
export const PATIENT_MESSAGES = {
  deactivated: 'This patient profile was deleted.',
  /** Spec point 8 "patient deactivation" failure. */
  deactivationFailed: 'Patient deactivation failed. Please try again.',
  /** Spec point 8 "update errors for: patient". */
  updateFailed: 'The patient could not be updated. Please try again.',
  welcomeOptionUnavailable: 'Skipping the welcome email is not available.',
  sameEmail: 'This is already the patient’s email address.',
  noAccounts: 'Choose at least one patient.',
} as const;

/**
 * The practice side changes only its own patients (decision D-070; `isPatientOfPractice`, the
 * home-practice rule beside `maySeePatient`): an unknown account, a non-patient and another
 * practice's patient all answer the same 404 as one the caller may not see, so no account is probed.
 */
export function assertPatientOfPractice(state: CustomerState, practiceId: string): void {
  if (!isPatientOfPractice(state, practiceId)) throw patientNotFound();
}

/** A deactivated ("deleted") patient's profile can no longer be changed by the practice. */
export function assertPatientActive(state: CustomerState): void {
  if (state.deactivated) throw new DomainError('rule', 'PATIENT_DEACTIVATED', PATIENT_MESSAGES.deactivated);
}

/** `accountNumber` of a patient in a request body. */
export const ACCOUNT_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,40}$/;
