import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PrescriptionCommandReply, updatePrescriptionExpirationInput } from '@domain/prescriptions/api-schemas';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';

/** POST /api/prescription/updateexpiration. */
export function updatePrescriptionExpiration(body: z.input<typeof updatePrescriptionExpirationInput>): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/updateexpiration', body);
}

export function useUpdatePrescriptionExpiration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrescriptionExpiration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.lists() }),
  });
}
