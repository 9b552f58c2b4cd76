import { useMutation } from '@tanstack/react-query';
import type { CardSignature, CardSignatureRequest } from '@domain/payments/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/order/card/signature: signed fields for the provider's hosted card form. */
export function getCardSignature(input: CardSignatureRequest): Promise<CardSignature> {
  return apiClient.command('/order/card/signature', input);
}

/** The hosted form's URL with its signed fields. */
export function hostedFormUrl(signature: CardSignature): string {
  return `${signature.formUrl}?${new URLSearchParams(signature.fields).toString()}`;
}

export function useCardSignature() {
  return useMutation({ mutationFn: getCardSignature });
}
