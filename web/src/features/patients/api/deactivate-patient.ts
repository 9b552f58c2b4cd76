import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/customer/deactivate: the practice deactivates (deletes) its patient. */
export async function deactivatePatient(input: { accountNumber: string }): Promise<{ position: number | null }> {
  return apiClient.command<{ position: number | null }>('/customer/deactivate', input);
}

export function useDeactivatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePatient,
    // The patient shows on other screens too (the patient header, invites): refresh every active query.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
