import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endImpersonationReply } from '@domain/support/api-schemas';
import type { ImpersonationEndCause } from '@domain/support/events';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { finishImpersonation } from '@/lib/impersonation';
import type { Session } from '@/lib/session';

/** POST /api/customer/endimpersonation (with the impersonation token). */
export async function endImpersonation(cause: ImpersonationEndCause): Promise<{ csrSession: Session | null }> {
  const reply = await apiClient.command<unknown>('/customer/endimpersonation', { cause });
  const { csrSession } = parseReply(endImpersonationReply, reply);
  if (!csrSession) return { csrSession: null };
  const { token, ...user } = csrSession;
  return { csrSession: { token, user } };
}

/**
 * Ends the impersonation and returns the browser to the CSR's own session at `returnTo(cause)`
 * (or to sign-in if that session ended meanwhile). Ending clears the impersonated user (spec point 4).
 */
export function useEndImpersonation({ returnTo }: { returnTo: (cause: ImpersonationEndCause) => string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endImpersonation,
    onSuccess: ({ csrSession }, cause) => {
      queryClient.clear();
      finishImpersonation(csrSession ? { csrSession, returnTo: returnTo(cause) } : { signedOut: 'system' });
    },
  });
}
