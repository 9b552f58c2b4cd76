import type { CheckOutInput, CheckOutReply } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { orderKeys } from './keys';

/**
 * POST /api/order/CheckOut (point of sale, a new card's token or a saved card) with an
 * Idempotency-Key: the wizard keeps one key per attempt, so a retried click replays the first
 * answer instead of placing a second order.
 */
export function checkOut(input: CheckOutInput & { idempotencyKey: string }): Promise<CheckOutReply> {
  const { idempotencyKey, ...body } = input;
  return apiClient.command('/order/CheckOut', body, { idempotencyKey });
}

export function useCheckOut() {
  return useInvalidatingMutation(checkOut, [orderKeys.all]);
}
