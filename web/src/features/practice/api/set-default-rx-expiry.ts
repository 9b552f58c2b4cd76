import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefaultRxExpiry, SetDefaultRxExpiryReply } from '@domain/practices/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';
import { practiceKeys } from './keys';

/** POST /api/customer/setdefaultrxexpiry ("New Expiry", spec point 7). */
export function setDefaultRxExpiry(newExpiry: DefaultRxExpiry): Promise<SetDefaultRxExpiryReply> {
  return apiClient.command('/customer/setdefaultrxexpiry', { newExpiry });
}

export function useSetDefaultRxExpiry(practiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultRxExpiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: practiceKeys.practice(practiceId) }),
  });
}

/** Spec point 8 "Update errors for: default prescription expiration" (wording: decision log). */
export const DEFAULT_RX_EXPIRY_UPDATE_ERROR = 'The default prescription expiration could not be updated. Please try again.';

export function setDefaultRxExpiryErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 447) return MESSAGES.practiceBlocked;
    if (error.status === 448) return MESSAGES.creditOnHold;
    if (error.status === 403) return 'Only your practice administrator can change the default prescription expiration.';
  }
  return DEFAULT_RX_EXPIRY_UPDATE_ERROR;
}
