import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PrescriptionCommandReply, updatePrescriptionStateInput } from '@domain/prescriptions/api-schemas';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';

/** POST /api/prescription/updatestate: 'deleted' removes it from lists, 'active' restores it. */
export function updatePrescriptionState(body: z.input<typeof updatePrescriptionStateInput>): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/updatestate', body);
}

export function useUpdatePrescriptionState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrescriptionState,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.lists() }),
  });
}
