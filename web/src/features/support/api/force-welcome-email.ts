import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PositionReply } from '@domain/identity/api-schemas';
import { apiClient } from '@/lib/api-client';
import { supportKeys } from './keys';

/** POST /api/customer/forcewelcomeemail: the welcome e-mail again, even if one was sent. */
export function forceWelcomeEmail(accountNumber: string): Promise<PositionReply> {
  return apiClient.command('/customer/forcewelcomeemail', { accountNumber });
}

export function useForceWelcomeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: forceWelcomeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.customerSearches() }),
  });
}
