import { useMutation } from '@tanstack/react-query';
import type { CartReply } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/order/RenewCart: restarts an idle cart at today's prices. */
export function renewCart(cartId: string): Promise<CartReply> {
  return apiClient.command('/order/RenewCart', { cartId });
}

export function useRenewCart() {
  return useMutation({ mutationFn: renewCart });
}
