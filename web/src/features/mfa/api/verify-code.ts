import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifiedReply, VerifyCodeInput } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { smsNumberKeys } from './get-sms-number';

/** POST /api/customer/VerifyCode: proves the number; with enableTwoFactor also turns two-factor on. */
export function verifyCode(input: VerifyCodeInput): Promise<VerifiedReply> {
  return apiClient.command<VerifiedReply>('/customer/VerifyCode', input);
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: smsNumberKeys.all });
      // The profile carries isMfaEnabled.
      await queryClient.invalidateQueries({ queryKey: ['customer', 'profile'] });
    },
  });
}
