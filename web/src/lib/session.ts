import { storedProfileOf, type StoredProfile } from './stored-profile';

/** The signed-in user as the session holds it: a reply's profile, or the copy stored before a reload. */
export type SessionUser = StoredProfile;

/**
 * The signed-in user, kept in local storage so a reload keeps the session (spec point 3: "the
 * access token is kept in local browser storage under a dedicated key"). The token and the
 * profile live under separate keys; a session is only real when both are present and valid.
 * This module is in the first chunk: it carries no zod (the reply schemas are in domain/<context>/api-schemas.ts,
 * imported by the features that parse replies; D-613).
 */
export const TOKEN_STORAGE_KEY = 'lensloop.accessToken';
export const PROFILE_STORAGE_KEY = 'lensloop.profile';

export interface Session {
  token: string;
  user: SessionUser;
}

type Listener = () => void;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): the session lives for this page only
  }
}

function readStoredSession(): Session | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(TOKEN_STORAGE_KEY);
  const rawProfile = store.getItem(PROFILE_STORAGE_KEY);
  if (!token || !rawProfile) return null;
  try {
    const user = storedProfileOf(JSON.parse(rawProfile));
    return user ? { token, user } : null;
  } catch {
    return null;
  }
}

let current: Session | null = readStoredSession();
/** Why the last session on this page ended: the user signed out, or it was ended for them. */
let endedBy: 'user' | 'system' | null = null;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

function write(session: Session | null): void {
  const store = storage();
  if (store) {
    if (session) {
      store.setItem(TOKEN_STORAGE_KEY, session.token);
      store.setItem(PROFILE_STORAGE_KEY, JSON.stringify(session.user));
    } else {
      store.removeItem(TOKEN_STORAGE_KEY);
      store.removeItem(PROFILE_STORAGE_KEY);
    }
  }
  current = session;
  emit();
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it, so two tabs never disagree about who is signed in.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === PROFILE_STORAGE_KEY) {
      current = readStoredSession();
      emit();
    }
  });
}

export const sessionStore = {
  get(): Session | null {
    return current;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(session: Session): void {
    endedBy = null;
    write(session);
  },
  /** Refresh the stored profile (e.g. after `/customer/get`), keeping the token. */
  updateUser(user: SessionUser): void {
    if (!current) return;
    if (JSON.stringify(current.user) === JSON.stringify(user)) return;
    // Only the profile key: the token in storage stays whatever it is now.
    storage()?.setItem(PROFILE_STORAGE_KEY, JSON.stringify(user));
    current = { token: current.token, user };
    emit();
  },
  /** Sign-out clears the stored token (spec point 4). `by: 'user'` marks a deliberate sign-out. */
  clear(by: 'user' | 'system' = 'system'): void {
    if (current === null && !storage()?.getItem(TOKEN_STORAGE_KEY)) return;
    endedBy = by;
    write(null);
  },
  /** True right after the user signed out on this page (so guards don't offer "come back here"). */
  signedOutByUser(): boolean {
    return current === null && endedBy === 'user';
  },
};

export function displayName(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
