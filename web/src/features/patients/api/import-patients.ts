import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type pmsImportInput, pmsImportOutput, type PmsImportOutput } from '@domain/patients/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';
import { pmsStatusKeys } from './get-pms-status';
import { patientSearchKeys } from './search-patients';

/** POST /api/customer/pmsimport: the CSV text of a PMS export. */
export async function importPatients(input: z.input<typeof pmsImportInput>): Promise<PmsImportOutput> {
  const reply = await apiClient.command<unknown>('/customer/pmsimport', input);
  const parsed = pmsImportOutput.safeParse(reply);
  if (!parsed.success) throw new ApiError(500, 'INVALID_REPLY', MESSAGES.somethingWentWrongRetry);
  return parsed.data;
}

export function useImportPatients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPatients,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: patientSearchKeys.all });
      await queryClient.invalidateQueries({ queryKey: pmsStatusKeys.all });
    },
  });
}
