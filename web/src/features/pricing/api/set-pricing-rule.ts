import type { SetPricingRuleReply } from '@domain/pricing/api-schemas';
import type { RuleValues } from '@domain/pricing/pricing-values';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { pricingKeys } from './keys';

/** POST /api/pricing/set: a custom rule for a product, brand, product type, manufacturer or the favorites (markupType none removes it). */
export function setPricingRule(input: RuleValues & { locationId: string }): Promise<SetPricingRuleReply> {
  return apiClient.command('/pricing/set', input);
}

export function useSetPricingRule() {
  return useInvalidatingMutation(setPricingRule, [pricingKeys.all]);
}
