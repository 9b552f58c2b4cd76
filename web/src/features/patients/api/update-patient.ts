import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PositionReply, UpdateCustomerInput } from '@domain/patients/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/customer/update with `accountNumber`: the practice edits its patient's personal info. */
export async function updatePatient(input: UpdateCustomerInput & { accountNumber: string }): Promise<PositionReply> {
  return apiClient.command<PositionReply>('/customer/update', input);
}

export function useUpdatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePatient,
    // The patient shows on other screens too (the patient header, invites): refresh every active query.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
