import type { z } from 'zod';
import type { PrescriptionCommandReply, updatePrescriptionInput } from '@domain/prescriptions/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { prescriptionKeys } from './keys';

export type UpdatePrescriptionBody = z.input<typeof updatePrescriptionInput>;

/** POST /api/prescription/update (id, patientAccountNo and expiration required; other fields replace the stored ones). */
export function updatePrescription(body: UpdatePrescriptionBody): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/update', body);
}

export function useUpdatePrescription() {
  return useInvalidatingMutation(updatePrescription, [prescriptionKeys.lists()]);
}
