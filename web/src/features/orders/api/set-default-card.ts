import type { SetDefaultCardReply } from '@domain/payments/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { orderKeys } from './keys';

/** POST /api/order/card/default: makes a saved card the default. */
export function setDefaultCard(uniqueCardId: string): Promise<SetDefaultCardReply> {
  return apiClient.command('/order/card/default', { uniqueCardId });
}

export function useSetDefaultCard() {
  return useInvalidatingMutation(setDefaultCard, [orderKeys.cards()]);
}
