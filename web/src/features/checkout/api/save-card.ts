import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys } from './keys';
import type { SavedCard } from './types';

export interface SaveCardInput {
  token: string;
  maskedCardNumber: string;
  cardType: string;
  bill_to_email: string;
  bill_to_forename?: string;
  bill_to_surname?: string;
}

/** POST /api/order/card/save: keeps a card the provider tokenized. */
export function saveCard(input: SaveCardInput): Promise<SavedCard> {
  return apiClient.command<SavedCard>('/order/card/save', input);
}

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.cards() }) });
}
