import type { z } from 'zod';
import type { deactivatePatientInput, PositionReply } from '@domain/patients/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** POST /api/customer/deactivate: the practice deactivates (deletes) its patient. */
export async function deactivatePatient(input: z.input<typeof deactivatePatientInput>): Promise<PositionReply> {
  return apiClient.command<PositionReply>('/customer/deactivate', input);
}

export function useDeactivatePatient() {
  // The patient shows on other screens too (the patient header, invites): refresh every active query.
  return useInvalidatingMutation(deactivatePatient, 'everything');
}
