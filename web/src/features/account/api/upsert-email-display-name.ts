import { ACCOUNT_MESSAGES } from '@domain/identity/messages';
import { EMAIL_DISPLAY_NAME_INVALID, type UpsertEmailDisplayNameReply } from '@domain/practices/api-schemas';
import { ApiError, apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { accountKeys } from './keys';

/** POST /api/customer/upsertemaildisplayname. */
export function upsertEmailDisplayName(emailDisplayName: string): Promise<UpsertEmailDisplayNameReply> {
  return apiClient.command('/customer/upsertemaildisplayname', { emailDisplayName });
}

export function useUpsertEmailDisplayName(practiceId: string) {
  return useInvalidatingMutation(upsertEmailDisplayName, [accountKeys.emailDisplayName(practiceId)]);
}

/** Screen text: the spec's INVALID_VALUE message is shown in words; DISPLAY_NAME_API_ERROR as a retry. */
export function emailDisplayNameErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage === EMAIL_DISPLAY_NAME_INVALID) return DISPLAY_NAME_RULE;
  return ACCOUNT_MESSAGES.displayNameApiErrorShown;
}

export const DISPLAY_NAME_RULE = 'Use up to 70 letters, numbers, spaces and & , \' . - + ( ).';
