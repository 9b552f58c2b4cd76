import type { DefaultRxExpiry, SetDefaultRxExpiryReply } from '@domain/practices/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { practiceRefusalMessage } from '@/features/practice/refusal-message';
import { practiceKeys } from './keys';

/** POST /api/customer/setdefaultrxexpiry ("New Expiry", spec point 7). */
export function setDefaultRxExpiry(newExpiry: DefaultRxExpiry): Promise<SetDefaultRxExpiryReply> {
  return apiClient.command('/customer/setdefaultrxexpiry', { newExpiry });
}

export function useSetDefaultRxExpiry(practiceId: string) {
  return useInvalidatingMutation(setDefaultRxExpiry, [practiceKeys.practice(practiceId)]);
}

/** Spec point 8 "Update errors for: default prescription expiration" (wording: decision log). */
export const DEFAULT_RX_EXPIRY_UPDATE_ERROR = 'The default prescription expiration could not be updated. Please try again.';

export function setDefaultRxExpiryErrorMessage(error: unknown): string {
  return practiceRefusalMessage(error, {
    forbidden: 'Only your practice administrator can change the default prescription expiration.',
    fallback: DEFAULT_RX_EXPIRY_UPDATE_ERROR,
  });
}
