import { useMutation } from '@tanstack/react-query';
import type { CodeSentReply } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/customer/SendVerificationCode: texts a 6-digit code to the number being verified. */
export function sendVerificationCode(): Promise<CodeSentReply> {
  return apiClient.command<CodeSentReply>('/customer/SendVerificationCode', {});
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
