import type { z } from 'zod';
import type { joinProgrammeInput, memberReply, signInProgrammeInput } from '@domain/rewards/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { rewardsKeys } from './keys';

type Member = z.infer<typeof memberReply>;

/** POST /api/order/rebate/join: joins the programme with the patient's profile. */
export function joinProgramme(input: z.input<typeof joinProgrammeInput>): Promise<Member> {
  return apiClient.command('/order/rebate/join', input);
}

/** POST /api/order/rebate/signin: signs in to an existing programme account. */
export function signInProgramme(input: z.input<typeof signInProgrammeInput>): Promise<Member> {
  return apiClient.command('/order/rebate/signin', input);
}

export function useJoinProgramme() {
  return useInvalidatingMutation(joinProgramme, [rewardsKeys.all]);
}

export function useSignInProgramme() {
  return useInvalidatingMutation(signInProgramme, [rewardsKeys.all]);
}
