import type { z } from 'zod';
import type { PrescriptionCommandReply, updatePrescriptionExpirationInput } from '@domain/prescriptions/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { prescriptionKeys } from './keys';

/** POST /api/prescription/updateexpiration. */
export function updatePrescriptionExpiration(body: z.input<typeof updatePrescriptionExpirationInput>): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/updateexpiration', body);
}

export function useUpdatePrescriptionExpiration() {
  return useInvalidatingMutation(updatePrescriptionExpiration, [prescriptionKeys.lists()]);
}
