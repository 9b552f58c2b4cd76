import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface AddressSuggestion {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
}

export interface ValidateAddressReply {
  validatedAddresses: { line1: string; line2: string; city: string; region: string; postalCode: string; messages: { severity: 'error' | 'warning' | 'info'; code: string; summary: string }[] }[];
  accepted: boolean;
  suggestion: AddressSuggestion | null;
}

/** POST /api/customer/validateAddress: checks a US address and suggests its normalised form. */
export function validateAddress(input: { address1: string; address2?: string; city?: string; state?: string; zip: string }): Promise<ValidateAddressReply> {
  return apiClient.query('/customer/validateAddress', input);
}

export function useValidateAddress() {
  return useMutation({ mutationFn: validateAddress });
}
