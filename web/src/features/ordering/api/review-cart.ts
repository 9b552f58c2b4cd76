import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CartReply } from './types';

/** POST /api/order/ReviewCart {cartId}: the order summary to review. */
export function reviewCart(cartId: string): Promise<CartReply> {
  return apiClient.command('/order/ReviewCart', { cartId });
}

export function useReviewCart() {
  return useMutation({ mutationFn: reviewCart });
}
