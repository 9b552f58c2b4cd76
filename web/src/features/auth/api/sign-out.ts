import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OptionalPositionReply } from '@domain/identity/api-schemas';
import { apiClient, forgetPosition } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

/** POST /api/customer/signout: closes the server session. */
export function signOut(): Promise<OptionalPositionReply> {
  return apiClient.command('/customer/signout', {});
}

/**
 * Sign-out clears the stored token (spec point 4) whatever the server answers: a user who asked
 * to leave is signed out on this device even when offline.
 */
export function useSignOut({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      sessionStore.clear('user');
      queryClient.clear();
      forgetPosition();
      onSettled?.();
    },
  });
}
