import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CartReply } from './types';

/** POST /api/order/ReviewCart: the order summary the patient reviews before paying. */
export function reviewCart(cartId: string): Promise<CartReply> {
  return apiClient.command<CartReply>('/order/ReviewCart', { cartId });
}

export function useReviewCart() {
  return useMutation({ mutationFn: reviewCart });
}
