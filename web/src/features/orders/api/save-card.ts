import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCardReply, SaveCardRequest } from '@domain/payments/api-schemas';
import { apiClient } from '@/lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/card/save: keeps a card the provider tokenized. */
export function saveCard(input: SaveCardRequest): Promise<SaveCardReply> {
  return apiClient.command('/order/card/save', input);
}

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.cards() }) });
}
