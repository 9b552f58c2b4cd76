import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CartReply, DeliveryAddress } from './types';

/** POST /api/order/AddDeliveryAddress: ship the cart to this address. */
export function addDeliveryAddress(input: { cartId: string; address: DeliveryAddress }): Promise<CartReply> {
  return apiClient.command<CartReply>('/order/AddDeliveryAddress', { cartId: input.cartId, method: 'ship', address: input.address });
}

export function useAddDeliveryAddress() {
  return useMutation({ mutationFn: addDeliveryAddress });
}
