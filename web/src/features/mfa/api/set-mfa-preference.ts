import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaPreferenceInput, MfaPreferenceReply } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { mfaKeys } from './keys';

/** POST /api/customer/mfapreference: two-factor on/off and the "don't show again" choice. */
export function setMfaPreference(input: MfaPreferenceInput): Promise<MfaPreferenceReply> {
  return apiClient.command<MfaPreferenceReply>('/customer/mfapreference', input);
}

/** `onProfileChanged` (from web/src/app): the signed-in profile carries isMfaEnabled and hideMfaModal. */
export function useSetMfaPreference({ onProfileChanged }: { onProfileChanged: () => Promise<unknown> | void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMfaPreference,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mfaKeys.smsNumber() });
      await onProfileChanged();
    },
  });
}
