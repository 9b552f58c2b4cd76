import type { SaveCardReply, SaveCardRequest } from '@domain/payments/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { orderKeys } from './keys';

/** POST /api/order/card/save: keeps a card the provider tokenized. */
export function saveCard(input: SaveCardRequest): Promise<SaveCardReply> {
  return apiClient.command('/order/card/save', input);
}

export function useSaveCard() {
  return useInvalidatingMutation(saveCard, [orderKeys.cards()]);
}
