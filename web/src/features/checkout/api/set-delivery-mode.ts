import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CartReply } from './types';

/** POST /api/order/SetDeliveryMode: the shipping method of the cart. */
export function setDeliveryMode(input: { cartId: string; deliveryModeId: string; promoShippingCharge?: number }): Promise<CartReply> {
  return apiClient.command<CartReply>('/order/SetDeliveryMode', input);
}

export function useSetDeliveryMode() {
  return useMutation({ mutationFn: setDeliveryMode });
}
