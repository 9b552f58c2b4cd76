import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartDeliveryModesReply } from '@domain/ordering/api-schemas';
import { apiClient } from '@/lib/api-client';
import { orderKeys } from './keys';

/** GET /api/order/GetDeliveryModeByCartId?cartId=: the shipping methods priced for the cart, with estimates. */
export function getDeliveryModes(cartId: string, signal?: AbortSignal): Promise<CartDeliveryModesReply> {
  return apiClient.get('/order/GetDeliveryModeByCartId', { cartId }, signal ? { signal } : {});
}

export function deliveryModesQueryOptions(cartId: string) {
  return queryOptions({ queryKey: orderKeys.deliveryModes(cartId), queryFn: ({ signal }) => getDeliveryModes(cartId, signal) });
}

/** The cart's delivery modes; nothing is fetched without a cart. */
export function useDeliveryModes(cartId: string | null) {
  return useQuery({ ...deliveryModesQueryOptions(cartId ?? ''), enabled: !!cartId });
}
