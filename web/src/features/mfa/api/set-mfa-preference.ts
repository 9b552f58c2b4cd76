import type { MfaPreferenceInput, MfaPreferenceReply } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { mfaKeys } from './keys';

/** POST /api/customer/mfapreference: two-factor on/off and the "don't show again" choice. */
export function setMfaPreference(input: MfaPreferenceInput): Promise<MfaPreferenceReply> {
  return apiClient.command<MfaPreferenceReply>('/customer/mfapreference', input);
}

/** `onProfileChanged` (from web/src/app): the signed-in profile carries isMfaEnabled and hideMfaModal. */
export function useSetMfaPreference({ onProfileChanged }: { onProfileChanged: () => Promise<unknown> | void }) {
  return useInvalidatingMutation(setMfaPreference, [mfaKeys.smsNumber()], onProfileChanged);
}
