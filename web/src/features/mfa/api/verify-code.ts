import type { VerifiedReply, VerifyCodeInput } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { mfaKeys } from './keys';

/** POST /api/customer/VerifyCode: proves the number; with enableTwoFactor also turns two-factor on. */
export function verifyCode(input: VerifyCodeInput): Promise<VerifiedReply> {
  return apiClient.command<VerifiedReply>('/customer/VerifyCode', input);
}

/** `onProfileChanged` (from web/src/app): the signed-in profile carries isMfaEnabled. */
export function useVerifyCode({ onProfileChanged }: { onProfileChanged: () => Promise<unknown> | void }) {
  return useInvalidatingMutation(verifyCode, [mfaKeys.smsNumber()], onProfileChanged);
}
