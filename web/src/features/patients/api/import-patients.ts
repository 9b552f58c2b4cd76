import type { z } from 'zod';
import { type pmsImportInput, pmsImportOutput, type PmsImportOutput } from '@domain/patients/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { pmsStatusKeys } from './get-pms-status';
import { patientSearchKeys } from './search-patients';

/** POST /api/customer/pmsimport: the CSV text of a PMS export. */
export async function importPatients(input: z.input<typeof pmsImportInput>): Promise<PmsImportOutput> {
  const reply = await apiClient.command<unknown>('/customer/pmsimport', input);
  return parseReply(pmsImportOutput, reply);
}

export function useImportPatients() {
  return useInvalidatingMutation(importPatients, [patientSearchKeys.all, pmsStatusKeys.all]);
}
