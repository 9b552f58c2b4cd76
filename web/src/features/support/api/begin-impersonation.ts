import { useMutation, useQueryClient } from '@tanstack/react-query';
import { beginImpersonationReply, type BeginImpersonationInput } from '@domain/support/api-schemas';
import { ApiError, apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { startImpersonation } from '@/lib/impersonation';
import type { Session } from '@/lib/session';

/** POST /api/customer/beginimpersonation: a session for the user, whose profile names the CSR. */
export async function beginImpersonation(input: BeginImpersonationInput): Promise<{ impersonationId: string; session: Session }> {
  const reply = await apiClient.command<unknown>('/customer/beginimpersonation', input);
  const { token, impersonationId, position: _position, ...user } = parseReply(beginImpersonationReply, reply);
  return { impersonationId, session: { token, user } };
}

/** Screen text for a refused impersonation (spec point 8 lists "impersonation" among the failures). */
export function beginImpersonationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && /^[A-Z][a-z]/.test(error.message)) {
    return error.message;
  }
  return 'We couldn’t start acting as this customer. Please try again.';
}

/** Begins, then switches the browser to the user's session (the CSR's own is kept to return to). */
export function useBeginImpersonation({ returnTo, onStarted }: { returnTo: string; onStarted?: (session: Session) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: beginImpersonation,
    onSuccess: ({ impersonationId, session }) => {
      // Nothing cached for the CSR may show in the user's screens.
      queryClient.clear();
      startImpersonation({ impersonationId, session, returnTo });
      onStarted?.(session);
    },
  });
}
