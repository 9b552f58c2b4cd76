import type { z } from 'zod';
import type { createPrescriptionInput, PrescriptionCommandReply } from '@domain/prescriptions/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { prescriptionKeys } from './keys';

export type CreatePrescriptionBody = z.input<typeof createPrescriptionInput>;

/** POST /api/prescription/create. */
export function createPrescription(body: CreatePrescriptionBody): Promise<PrescriptionCommandReply> {
  return apiClient.command('/prescription/create', body);
}

export function useCreatePrescription() {
  return useInvalidatingMutation(createPrescription, [prescriptionKeys.lists()]);
}
