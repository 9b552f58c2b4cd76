import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, PositionReply } from '@domain/identity/api-schemas';
import { ACCOUNT_MESSAGES } from '@domain/identity/messages';
import { MESSAGES } from '@domain/shared/errors';
import { PASSWORD_MESSAGES } from '@domain/shared/validation';
import { ApiError, apiClient } from '@/lib/api-client';

/** POST /api/customer/changepassword: e-mail + oldPassword + newPassword (spec point 5). */
export function changePassword(input: ChangePasswordInput): Promise<PositionReply> {
  return apiClient.command('/customer/changepassword', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** Screen text for a refused change (spec point 8: INVALID_EMAIL_PASSWORD has its own message). */
export function changePasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_EMAIL_PASSWORD') return ACCOUNT_MESSAGES.invalidEmailPasswordShown;
    if (error.code === 'WEAK_PASSWORD') return PASSWORD_MESSAGES.weak;
    if (error.status === 400) return 'Please correct the highlighted fields.';
  }
  return MESSAGES.somethingWentWrongRetry;
}
