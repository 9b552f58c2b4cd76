import type { SmsNumberInput, SmsNumberReply } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { mfaKeys } from './keys';

/** POST /api/customer/UpdateSMSNumber: the number to text codes to (it must then be verified). */
export function updateSmsNumber(input: SmsNumberInput): Promise<SmsNumberReply> {
  return apiClient.command<SmsNumberReply>('/customer/UpdateSMSNumber', input);
}

export function useUpdateSmsNumber() {
  return useInvalidatingMutation(updateSmsNumber, [mfaKeys.smsNumber()]);
}
