import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SmsNumberInput } from '@domain/security/api-schemas';
import { apiClient } from '@/lib/api-client';
import { smsNumberKeys } from './get-sms-number';

export interface SmsNumberReply {
  phone: string | null;
  maskedPhone: string | null;
  isVerified: boolean;
  isMfaEnabled: boolean;
}

/** POST /api/customer/UpdateSMSNumber: the number to text codes to (it must then be verified). */
export function updateSmsNumber(input: SmsNumberInput): Promise<SmsNumberReply> {
  return apiClient.command<SmsNumberReply>('/customer/UpdateSMSNumber', input);
}

export function useUpdateSmsNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSmsNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsNumberKeys.all }),
  });
}
