import { z } from 'zod';
import type { CustomerState } from '../identity/customer-decider';
import type { PatientDeactivated, SignedOut } from '../identity/events';
import { ACCOUNT_NUMBER_PATTERN, assertPatientOfPractice } from './patient-of-practice';

/** `POST /api/customer/deactivate` body. */
export const deactivatePatientInput = z.object({
  accountNumber: z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, 'A valid account number is required'),
});

/**
 * The practice deactivates ("deletes") one of its patients (decision D-071): PatientDeactivated,
 * plus SignedOut for each session the patient has open, so the patient is out at once. Again
 * for a deactivated patient: nothing (idempotent).
 */
export function decideDeactivatePatient(
  command: { practiceId: string; deactivatedBy: string },
  state: CustomerState,
): (PatientDeactivated | SignedOut)[] {
  assertPatientOfPractice(state, command.practiceId);
  if (state.deactivated) return [];
  return [
    { type: 'PatientDeactivated', data: { deactivatedBy: command.deactivatedBy } },
    ...state.openSessions.map((sessionId): SignedOut => ({ type: 'SignedOut', data: { sessionId } })),
  ];
}
