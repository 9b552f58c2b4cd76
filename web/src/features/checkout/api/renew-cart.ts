import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CartReply } from './types';

/** POST /api/order/RenewCart: restarts an idle cart at today's prices. */
export function renewCart(cartId: string): Promise<CartReply> {
  return apiClient.command<CartReply>('/order/RenewCart', { cartId });
}

export function useRenewCart() {
  return useMutation({ mutationFn: renewCart });
}
