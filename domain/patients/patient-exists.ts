import type { PatientExistsOutput } from './api-schemas';

/** What a practice may learn about an address (decision D-073; the reply is `patientExistsOutput`). */
export function patientExistsAnswer(
  holder: { accountNumber: string; customerGroup?: string; practiceId?: string } | undefined,
  practiceId: string | undefined,
): PatientExistsOutput {
  if (!holder) return { exists: false, isPatientOfPractice: false, accountNumber: null };
  const own = holder.customerGroup === 'Patient' && practiceId !== undefined && holder.practiceId === practiceId;
  return { exists: true, isPatientOfPractice: own, accountNumber: own ? holder.accountNumber : null };
}
