import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orderingKeys } from './keys';
import type { CartDeliveryModes } from './types';

/** GET /api/order/GetDeliveryModeByCartId?cartId=: modes priced for the cart, with estimates. */
export function getDeliveryModes(cartId: string, signal?: AbortSignal): Promise<CartDeliveryModes> {
  return apiClient.get('/order/GetDeliveryModeByCartId', { cartId }, signal ? { signal } : {});
}

export function deliveryModesQueryOptions(cartId: string) {
  return queryOptions({ queryKey: orderingKeys.deliveryModes(cartId), queryFn: ({ signal }) => getDeliveryModes(cartId, signal) });
}

export function useDeliveryModes(cartId: string | null) {
  return useQuery({ ...deliveryModesQueryOptions(cartId ?? ''), enabled: !!cartId });
}
