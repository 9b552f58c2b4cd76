import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, forgetPosition } from '@/lib/api-client';
import { finishImpersonation } from '@/lib/impersonation';
import { endImpersonation } from './end-impersonation';

/**
 * "Sign out" while acting as a user: ends the impersonation, then signs the CSR's own session out
 * too (POST /api/customer/signout with the CSR's token: the auth feature's sign-out works on the
 * current session only). Like any sign-out, this device is signed out whatever the server answers.
 */
export function useEndImpersonationAndSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { csrSession } = await endImpersonation('sign-out');
      if (csrSession) await apiClient.command('/customer/signout', {}, { token: csrSession.token }).catch(() => undefined);
    },
    onSettled: () => {
      queryClient.clear();
      forgetPosition();
      finishImpersonation({ signedOut: 'user' });
    },
  });
}
