import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';
import type { PrescriptionCommandReply } from './types';

/** POST /api/prescription/updateexpiration. */
export function updatePrescriptionExpiration(body: { id: string; patientAccountNo: string; prescriptionExpirationDate: string }): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/updateexpiration', body);
}

export function useUpdatePrescriptionExpiration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrescriptionExpiration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.lists() }),
  });
}
