import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** POST /api/order/card/delete: removes a saved card. */
export function deleteCard(uniqueCardId: string): Promise<unknown> {
  return apiClient.command('/order/card/delete', { uniqueCardId });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.cards() }) });
}
