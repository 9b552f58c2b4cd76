import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifiedReply, VerifyCodeInput } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { mfaKeys } from './keys';

/** POST /api/customer/VerifyCode: proves the number; with enableTwoFactor also turns two-factor on. */
export function verifyCode(input: VerifyCodeInput): Promise<VerifiedReply> {
  return apiClient.command<VerifiedReply>('/customer/VerifyCode', input);
}

/** `onProfileChanged` (from web/src/app): the signed-in profile carries isMfaEnabled. */
export function useVerifyCode({ onProfileChanged }: { onProfileChanged: () => Promise<unknown> | void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mfaKeys.smsNumber() });
      await onProfileChanged();
    },
  });
}
