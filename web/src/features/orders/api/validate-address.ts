import { useMutation } from '@tanstack/react-query';
import type { ValidateAddressReply, ValidateAddressRequest } from '@domain/addresses/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/customer/validateAddress: checks a US address: accepted or not, with a normalised suggestion. */
export function validateAddress(input: ValidateAddressRequest): Promise<ValidateAddressReply> {
  return apiClient.query('/customer/validateAddress', input);
}

export function useValidateAddress() {
  return useMutation({ mutationFn: validateAddress });
}
