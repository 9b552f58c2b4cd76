import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys } from './keys';
import type { CardCheckout, CheckOutReply } from './types';

/** POST /api/order/CheckOut with a new card's token or a saved card; one idempotency key per attempt. */
export function checkOut(input: CardCheckout & { idempotencyKey: string }): Promise<CheckOutReply> {
  const { idempotencyKey, ...body } = input;
  return apiClient.command<CheckOutReply>('/order/CheckOut', body, { idempotencyKey });
}

export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkOut, onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.all }) });
}
