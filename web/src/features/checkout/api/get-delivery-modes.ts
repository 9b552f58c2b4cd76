import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { checkoutKeys } from './keys';
import type { DeliveryModesReply } from './types';

/** GET /api/order/GetDeliveryModeByCartId: the shipping methods with price and estimate for the cart. */
export function getDeliveryModes(cartId: string, signal?: AbortSignal): Promise<DeliveryModesReply> {
  return apiClient.get<DeliveryModesReply>('/order/GetDeliveryModeByCartId', { cartId }, signal ? { signal } : {});
}

export function deliveryModesQueryOptions(cartId: string) {
  return queryOptions({ queryKey: checkoutKeys.deliveryModes(cartId), queryFn: ({ signal }) => getDeliveryModes(cartId, signal) });
}

export function useDeliveryModes(cartId: string, enabled: boolean) {
  return useQuery({ ...deliveryModesQueryOptions(cartId), enabled });
}
