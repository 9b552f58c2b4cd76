import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailChangeInput, ConfirmEmailChangeReply } from '@domain/identity/api-schemas';
import { apiClient } from '@/lib/api-client';

/**
 * POST /api/customer/confirmemailchange: finish an e-mail change by signing in with the previous
 * e-mail and password. Its 401 is an answer for this screen, never a reload (spec point 7).
 */
export function confirmEmailChange(input: ConfirmEmailChangeInput): Promise<ConfirmEmailChangeReply> {
  return apiClient.command('/customer/confirmemailchange', input, { auth: false });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
