import { useMutation } from '@tanstack/react-query';
import type { CartReply } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/order/ReviewCart {cartId}: the order summary to review before paying. */
export function reviewCart(cartId: string): Promise<CartReply> {
  return apiClient.command('/order/ReviewCart', { cartId });
}

export function useReviewCart() {
  return useMutation({ mutationFn: reviewCart });
}
