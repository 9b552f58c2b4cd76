import type { CustomerState } from '../identity/customer-decider';
import type { PatientDeactivated, SignedOut } from '../identity/events';
import { assertPatientOfPractice } from './patient-of-practice';

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
