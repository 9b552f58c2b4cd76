import type { DeleteCardReply } from '@domain/payments/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { orderKeys } from './keys';

/** POST /api/order/card/delete: removes a saved card. */
export function deleteCard(uniqueCardId: string): Promise<DeleteCardReply> {
  return apiClient.command('/order/card/delete', { uniqueCardId });
}

export function useDeleteCard() {
  return useInvalidatingMutation(deleteCard, [orderKeys.cards()]);
}
