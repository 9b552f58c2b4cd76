import { z } from 'zod';
import { email } from '../shared/validation';

/** `POST /api/customer/exists` body. */
export const patientExistsInput = z.object({ email });

/**
 * What a practice may learn about an address (decision D-073): whether any account holds it (the
 * same fact creating a patient with it reveals through USER_ALREADY_EXISTS), and, only when it is
 * one of the caller's own patients, that patient's account number. Nothing about other practices.
 */
export const patientExistsOutput = z.object({
  exists: z.boolean(),
  isPatientOfPractice: z.boolean(),
  accountNumber: z.string().nullable(),
});
export type PatientExistsOutput = z.infer<typeof patientExistsOutput>;

export function patientExistsAnswer(
  holder: { accountNumber: string; customerGroup?: string; practiceId?: string } | undefined,
  practiceId: string | undefined,
): PatientExistsOutput {
  if (!holder) return { exists: false, isPatientOfPractice: false, accountNumber: null };
  const own = holder.customerGroup === 'Patient' && practiceId !== undefined && holder.practiceId === practiceId;
  return { exists: true, isPatientOfPractice: own, accountNumber: own ? holder.accountNumber : null };
}
