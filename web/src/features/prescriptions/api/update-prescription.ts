import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PrescriptionCommandReply, updatePrescriptionInput } from '@domain/prescriptions/api-schemas';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';

export type UpdatePrescriptionBody = z.input<typeof updatePrescriptionInput>;

/** POST /api/prescription/update (id, patientAccountNo and expiration required; other fields replace the stored ones). */
export function updatePrescription(body: UpdatePrescriptionBody): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/update', body);
}

export function useUpdatePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.lists() }),
  });
}
