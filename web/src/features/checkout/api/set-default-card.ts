import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** POST /api/order/card/default: makes a saved card the default. */
export function setDefaultCard(uniqueCardId: string): Promise<unknown> {
  return apiClient.command('/order/card/default', { uniqueCardId });
}

export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDefaultCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.cards() }) });
}
