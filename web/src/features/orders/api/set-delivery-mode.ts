import { useMutation } from '@tanstack/react-query';
import type { SetDeliveryModeInput, SetDeliveryModeReply } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/order/SetDeliveryMode {cartId, deliveryModeId, promoCode, promoShippingCharge}: the cart's shipping method. */
export function setDeliveryMode(input: SetDeliveryModeInput): Promise<SetDeliveryModeReply> {
  return apiClient.command('/order/SetDeliveryMode', input);
}

export function useSetDeliveryMode() {
  return useMutation({ mutationFn: setDeliveryMode });
}
