import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CartReply } from './types';

/** POST /api/order/SetDiscount {cartId, discount, insurance} (dollars, default 0.00). */
export function setDiscount(input: { cartId: string; discount: number; insurance: number }): Promise<CartReply> {
  return apiClient.command('/order/SetDiscount', input);
}

export function useSetDiscount() {
  return useMutation({ mutationFn: setDiscount });
}
