import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsNumberInput, SmsNumberReply } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { mfaKeys } from './keys';

/** POST /api/customer/UpdateSMSNumber: the number to text codes to (it must then be verified). */
export function updateSmsNumber(input: SmsNumberInput): Promise<SmsNumberReply> {
  return apiClient.command<SmsNumberReply>('/customer/UpdateSMSNumber', input);
}

export function useUpdateSmsNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSmsNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaKeys.smsNumber() }),
  });
}
