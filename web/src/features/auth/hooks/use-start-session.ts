import { useQueryClient } from '@tanstack/react-query';
import { forgetPosition } from '@/lib/api-client';
import { sessionStore, type Session } from '@/lib/session';

/** Starts the session on this page: a new user, so nothing cached for the previous one may leak in. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    queryClient.clear();
    forgetPosition();
    sessionStore.start(session);
  };
}
