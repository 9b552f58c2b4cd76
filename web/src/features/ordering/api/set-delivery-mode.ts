import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CartReply } from './types';

/** POST /api/order/SetDeliveryMode {cartId, deliveryModeId, promoCode}. */
export function setDeliveryMode(input: { cartId: string; deliveryModeId: string; promoCode?: string | null }): Promise<CartReply & { promoShippingCharge: number }> {
  return apiClient.command('/order/SetDeliveryMode', input);
}

export function useSetDeliveryMode() {
  return useMutation({ mutationFn: setDeliveryMode });
}
