import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { prescriptionKeys } from './keys';
import type { EyeRxInput, PrescriptionCommandReply } from './types';

export interface CreatePrescriptionBody {
  patientAccountNo: string;
  prescriptionNickname: string;
  prescriptionExpirationDate: string;
  dateOfService?: string;
  prescriber?: string;
  sameForBothEyes: boolean;
  rightEyeRx: EyeRxInput | null;
  leftEyeRx: EyeRxInput | null;
}

/** POST /api/prescription/create. */
export function createPrescription(body: CreatePrescriptionBody): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/create', body);
}

export function useCreatePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.lists() }),
  });
}
