import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PrescriptionCommandReply, updatePrescriptionNicknameInput } from '@domain/prescriptions/api-schemas';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';

/** POST /api/prescription/updatenickname. */
export function updatePrescriptionNickname(body: z.input<typeof updatePrescriptionNicknameInput>): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/updatenickname', body);
}

export function useUpdatePrescriptionNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrescriptionNickname,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.lists() }),
  });
}
