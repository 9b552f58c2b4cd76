import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';
import type { PrescriptionCommandReply } from './types';

/** POST /api/prescription/updatestate: 'deleted' removes it from lists, 'active' restores it. */
export function updatePrescriptionState(body: { id: string; patientAccountNo: string; state: 'deleted' | 'active' }): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/updatestate', body);
}

export function useUpdatePrescriptionState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrescriptionState,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.lists() }),
  });
}
