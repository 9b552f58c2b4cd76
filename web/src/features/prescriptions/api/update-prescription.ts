import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';
import type { EyeRxInput, PrescriptionCommandReply } from './types';

export interface UpdatePrescriptionBody {
  id: string;
  patientAccountNo: string;
  prescriptionExpirationDate: string;
  prescriptionNickname?: string;
  dateOfService?: string;
  prescriber?: string;
  sameForBothEyes?: boolean;
  rightEyeRx?: EyeRxInput | null;
  leftEyeRx?: EyeRxInput | null;
}

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
