import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CartReply, DeliveryAddressInput, DeliveryMethod } from './types';

/** POST /api/order/AddDeliveryAddress: ship to an address, in-office inventory or pickup in store. */
export function addDeliveryAddress(input: { cartId: string; method: DeliveryMethod; address?: DeliveryAddressInput | null }): Promise<CartReply> {
  return apiClient.command('/order/AddDeliveryAddress', input);
}

export function useAddDeliveryAddress() {
  return useMutation({ mutationFn: addDeliveryAddress });
}
