import type { z } from 'zod';
import type { PrescriptionCommandReply, updatePrescriptionStateInput } from '@domain/prescriptions/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { prescriptionKeys } from './keys';

/** POST /api/prescription/updatestate: 'deleted' removes it from lists, 'active' restores it. */
export function updatePrescriptionState(body: z.input<typeof updatePrescriptionStateInput>): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/updatestate', body);
}

export function useUpdatePrescriptionState() {
  return useInvalidatingMutation(updatePrescriptionState, [prescriptionKeys.lists()]);
}
