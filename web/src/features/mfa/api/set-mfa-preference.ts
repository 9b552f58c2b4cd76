import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaPreferenceInput, MfaPreferenceReply } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { smsNumberKeys } from './get-sms-number';

/** POST /api/customer/mfapreference: two-factor on/off and the "don't show again" choice. */
export function setMfaPreference(input: MfaPreferenceInput): Promise<MfaPreferenceReply> {
  return apiClient.command<MfaPreferenceReply>('/customer/mfapreference', input);
}

export function useSetMfaPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMfaPreference,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: smsNumberKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['customer', 'profile'] });
    },
  });
}
