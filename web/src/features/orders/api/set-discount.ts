import { useMutation } from '@tanstack/react-query';
import type { CartReply, SetDiscountInput } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/order/SetDiscount {cartId, discount, insurance} (dollars, default 0.00). */
export function setDiscount(input: SetDiscountInput): Promise<CartReply> {
  return apiClient.command('/order/SetDiscount', input);
}

export function useSetDiscount() {
  return useMutation({ mutationFn: setDiscount });
}
