import { type CreatePatientReply, createPatientReply, type CreatePatientValues } from '@domain/patients/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { parseReply } from '@/lib/parse-reply';
import { patientSearchKeys } from './search-patients';

/**
 * POST /api/customer/create. The reply's position is remembered by the api client, so the next
 * patient search waits until the new patient is in the read model (read-your-writes).
 */
export async function createPatient(values: CreatePatientValues): Promise<CreatePatientReply> {
  return parseReply(createPatientReply, await apiClient.command<unknown>('/customer/create', values));
}

function isSentence(message: string): boolean {
  return /^[A-Z][a-z]/.test(message) && !/^[A-Z_]+:/.test(message);
}

/** Screen text for a failed create (spec point 8: USER_ALREADY_EXISTS has its own message). */
export function createPatientErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === MESSAGES.userAlreadyExists || error.status === 409) return MESSAGES.userAlreadyExistsShown;
    if (error.status === 447 || error.code === '447') return MESSAGES.practiceBlocked;
    if (error.status === 448 || error.code === '448') return MESSAGES.creditOnHold;
    // A deactivated location (spec point 4): the API's explanation is a plain sentence.
    if (error.code === 'LOCATION_DEACTIVATED') return error.message;
    if (error.status === 400) {
      if (Object.keys(error.fieldErrors).length > 0) return 'Please correct the highlighted fields.';
      // A plain sentence from the API (e.g. "Choose one of your practice locations.") helps more
      // than a generic line; catalogue codes ("INVALID_VALUE: …") are not shown raw.
      return isSentence(error.message) ? error.message : 'Unable to submit form';
    }
  }
  return MESSAGES.somethingWentWrongRetry;
}

export function useCreatePatient() {
  return useInvalidatingMutation(createPatient, [patientSearchKeys.all]);
}
