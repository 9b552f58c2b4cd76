import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CodeSentReply as CodeSent } from '@domain/security/api-schemas';

/**
 * POST /api/customer/resendmfacode: a new code. With the sign-in's `mfaContext` (no token yet) for
 * that sign-in; without it, for the signed-in user's number being verified.
 */
export function resendMfaCode(mfaContext?: string): Promise<CodeSent> {
  return mfaContext
    ? apiClient.command<CodeSent>('/customer/resendmfacode', { mfaContext }, { auth: false })
    : apiClient.command<CodeSent>('/customer/resendmfacode', {});
}

export function useResendMfaCode() {
  return useMutation({ mutationFn: (mfaContext?: string) => resendMfaCode(mfaContext) });
}
