import { useMutation } from '@tanstack/react-query';
import type { AddDeliveryAddressInput, CartReply } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/order/AddDeliveryAddress: ship to an address, in-office inventory or pickup in store. */
export function addDeliveryAddress(input: AddDeliveryAddressInput): Promise<CartReply> {
  return apiClient.command('/order/AddDeliveryAddress', input);
}

export function useAddDeliveryAddress() {
  return useMutation({ mutationFn: addDeliveryAddress });
}
