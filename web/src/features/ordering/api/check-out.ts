import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orderingKeys } from './keys';
import type { CheckOutReply, PosMethod } from './types';

/**
 * POST /api/order/CheckOut (point of sale) with an Idempotency-Key: the wizard keeps one key per
 * cart, so a retried click replays the first answer instead of placing a second order.
 */
export function checkOutPos(input: { cartId: string; method: PosMethod; idempotencyKey: string }): Promise<CheckOutReply> {
  return apiClient.command('/order/CheckOut', { cartId: input.cartId, mode: 'pos', method: input.method }, { idempotencyKey: input.idempotencyKey });
}

export function useCheckOutPos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: checkOutPos, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderingKeys.all }) });
}
