import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetDefaultCardReply } from '@domain/payments/api-schemas';
import { apiClient } from '@/lib/api-client';
import { orderKeys } from './keys';

/** POST /api/order/card/default: makes a saved card the default. */
export function setDefaultCard(uniqueCardId: string): Promise<SetDefaultCardReply> {
  return apiClient.command('/order/card/default', { uniqueCardId });
}

export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setDefaultCard, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.cards() }) });
}
