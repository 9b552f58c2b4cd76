import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface CodeSent {
  maskedPhone: string | null;
  expiresAt: string;
  resendAvailableAt: string;
}

/** POST /api/customer/SendVerificationCode: texts a 6-digit code to the number being verified. */
export function sendVerificationCode(): Promise<CodeSent> {
  return apiClient.command<CodeSent>('/customer/SendVerificationCode', {});
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
