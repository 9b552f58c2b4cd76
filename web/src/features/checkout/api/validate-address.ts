import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ValidateAddressReply } from './types';

/** POST /api/customer/validateAddress: accepted or not, with a normalised suggestion. */
export function validateAddress(input: { address1: string; address2?: string; city: string; state: string; zip: string }): Promise<ValidateAddressReply> {
  return apiClient.query<ValidateAddressReply>('/customer/validateAddress', input);
}

export function useValidateAddress() {
  return useMutation({ mutationFn: validateAddress });
}
