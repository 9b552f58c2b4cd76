import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@domain/identity/update-profile';
import { apiClient } from '@/lib/api-client';

/** POST /api/customer/update with `accountNumber`: the practice edits its patient's personal info. */
export async function updatePatient(input: UpdateProfileInput & { accountNumber: string }): Promise<{ position: number | null }> {
  return apiClient.command<{ position: number | null }>('/customer/update', input);
}

export function useUpdatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePatient,
    // The patient shows on other screens too (the patient header, invites): refresh every active query.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
