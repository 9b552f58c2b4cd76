import type { z } from 'zod';
import type { SubmitClaimInput, submitClaimReply } from '@domain/rewards/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { rewardsKeys } from './keys';

/** POST /api/order/rebate/submitclaim (spec point 3: memberUID, patientAccount, orderId, abbyConsent, termsAndCondition). */
export function submitClaim(input: SubmitClaimInput): Promise<z.infer<typeof submitClaimReply>> {
  return apiClient.command('/order/rebate/submitclaim', input);
}

export function useSubmitClaim() {
  return useInvalidatingMutation(submitClaim, [rewardsKeys.all]);
}
