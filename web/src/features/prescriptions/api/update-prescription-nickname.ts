import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';
import type { PrescriptionCommandReply } from './types';

/** POST /api/prescription/updatenickname. */
export function updatePrescriptionNickname(body: { id: string; patientAccountNo: string; prescriptionNickname: string }): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/updatenickname', body);
}

export function useUpdatePrescriptionNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrescriptionNickname,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.lists() }),
  });
}
