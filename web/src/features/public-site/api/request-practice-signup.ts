import { useMutation } from '@tanstack/react-query';
import type { PracticeSignupInput, PracticeSignupReply } from '@domain/practice-signups/api-schemas';
import { apiClient } from '@/lib/api-client';

/** POST /api/customer/practice/signup (no sign-in): a practice asks to join. */
export function requestPracticeSignup(input: PracticeSignupInput): Promise<PracticeSignupReply> {
  return apiClient.command('/customer/practice/signup', input, { auth: false });
}

export function useRequestPracticeSignup() {
  return useMutation({ mutationFn: requestPracticeSignup });
}
