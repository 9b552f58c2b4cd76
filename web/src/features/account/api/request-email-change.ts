import { useMutation } from '@tanstack/react-query';
import type { EditEmailInput, EditEmailReply } from '@domain/identity/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';

/** POST /api/customer/editemail: send a confirmation link to the new address. */
export function requestEmailChange(input: EditEmailInput): Promise<EditEmailReply> {
  return apiClient.command('/customer/editemail', input);
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

/** Screen text for a refused change (spec point 8: USER_ALREADY_EXISTS has its own message). */
export function emailChangeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === MESSAGES.userAlreadyExists) return MESSAGES.userAlreadyExistsShown;
    if (error.code === 'SAME_EMAIL') return error.message;
    if (error.fieldErrors.email) return error.fieldErrors.email;
  }
  return MESSAGES.somethingWentWrongRetry;
}
