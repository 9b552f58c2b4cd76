import type { PositionReply, UpdateCustomerInput } from '@domain/patients/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** POST /api/customer/update with `accountNumber`: the practice edits its patient's personal info. */
export async function updatePatient(input: UpdateCustomerInput & { accountNumber: string }): Promise<PositionReply> {
  return apiClient.command<PositionReply>('/customer/update', input);
}

export function useUpdatePatient() {
  // The patient shows on other screens too (the patient header, invites): refresh every active query.
  return useInvalidatingMutation(updatePatient, 'everything');
}
