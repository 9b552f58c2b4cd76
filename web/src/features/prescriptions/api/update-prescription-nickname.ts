import type { z } from 'zod';
import type { PrescriptionCommandReply, updatePrescriptionNicknameInput } from '@domain/prescriptions/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { prescriptionKeys } from './keys';

/** POST /api/prescription/updatenickname. */
export function updatePrescriptionNickname(body: z.input<typeof updatePrescriptionNicknameInput>): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/updatenickname', body);
}

export function useUpdatePrescriptionNickname() {
  return useInvalidatingMutation(updatePrescriptionNickname, [prescriptionKeys.lists()]);
}
