import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteCardReply } from '@domain/payments/api-schemas';
import { apiClient } from '@/lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/card/delete: removes a saved card. */
export function deleteCard(uniqueCardId: string): Promise<DeleteCardReply> {
  return apiClient.command('/order/card/delete', { uniqueCardId });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.cards() }) });
}
