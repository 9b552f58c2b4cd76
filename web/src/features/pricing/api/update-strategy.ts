import type { UpdateStrategyReply } from '@domain/pricing/api-schemas';
import type { StrategyValues } from '@domain/pricing/pricing-values';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { pricingKeys } from './keys';

/** POST /api/pricing/updatestrategy: percentages go as 100 + x (spec point 7). */
export function updateStrategy(input: StrategyValues & { locationId: string }): Promise<UpdateStrategyReply> {
  return apiClient.command('/pricing/updatestrategy', input);
}

export function useUpdateStrategy() {
  return useInvalidatingMutation(updateStrategy, [pricingKeys.all]);
}
