import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CardSignature } from './types';

export interface CardSignatureInput {
  cartId?: string;
  bill_to_email: string;
  bill_to_forename?: string;
  bill_to_surname?: string;
}

/** POST /api/order/card/signature: signed fields for the provider's hosted card form. */
export function getCardSignature(input: CardSignatureInput): Promise<CardSignature> {
  return apiClient.command<CardSignature>('/order/card/signature', input);
}

/** The hosted form's URL with its signed fields. */
export function hostedFormUrl(signature: CardSignature): string {
  return `${signature.formUrl}?${new URLSearchParams(signature.fields).toString()}`;
}

export function useCardSignature() {
  return useMutation({ mutationFn: getCardSignature });
}
