import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from '@/lib/session';

/** The signed-in user, or null. Re-renders when the session starts, changes or ends (any tab). */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
