import type { PositionReply } from '@domain/identity/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { supportKeys } from './keys';

/** POST /api/customer/forcewelcomeemail: the welcome e-mail again, even if one was sent. */
export function forceWelcomeEmail(accountNumber: string): Promise<PositionReply> {
  return apiClient.command('/customer/forcewelcomeemail', { accountNumber });
}

export function useForceWelcomeEmail() {
  return useInvalidatingMutation(forceWelcomeEmail, [supportKeys.customerSearches()]);
}
