import type { ApproveSignupInput, ApproveSignupReply, DeclineSignupInput, DeclineSignupReply } from '@domain/practice-signups/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { supportKeys } from './keys';

/** POST /api/support/practicesignups/approve (CSR): the practice, its first location and its administrator are created. */
export function approvePracticeSignup(input: ApproveSignupInput): Promise<ApproveSignupReply> {
  return apiClient.command('/support/practicesignups/approve', input);
}

/** POST /api/support/practicesignups/decline (CSR): with the reason the applicant is e-mailed. */
export function declinePracticeSignup(input: DeclineSignupInput): Promise<DeclineSignupReply> {
  return apiClient.command('/support/practicesignups/decline', input);
}

export function useApprovePracticeSignup() {
  return useInvalidatingMutation(approvePracticeSignup, [supportKeys.all]);
}

export function useDeclinePracticeSignup() {
  return useInvalidatingMutation(declinePracticeSignup, [supportKeys.practiceSignups()]);
}
