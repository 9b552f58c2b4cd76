import { z } from 'zod';
import { CUSTOMER_GROUPS } from '@domain/identity/customer-group';

/**
 * The signed-in user, kept in local storage so a reload keeps the session (spec point 3: "the
 * access token is kept in local browser storage under a dedicated key"). The token and the
 * profile live under separate keys; a session is only real when both are present and valid.
 */
export const TOKEN_STORAGE_KEY = 'lensloop.accessToken';
export const PROFILE_STORAGE_KEY = 'lensloop.profile';

/** The customer profile as read from a response (spec point 3). Unknown fields are kept. */
export const customerProfile = z
  .object({
    accountNumber: z.string().min(1),
    customerGroup: z.enum(CUSTOMER_GROUPS),
    email: z.string(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    practiceId: z.string().nullish(),
    locationId: z.string().nullish(),
    location: z.object({ id: z.string().optional(), name: z.string().nullish() }).loose().nullish(),
    phone: z.string().nullish(),
    dob: z.string().nullish(),
    isMfaEnabled: z.boolean().optional(),
  })
  .loose();
export type CustomerProfile = z.infer<typeof customerProfile>;

/** How the browser reads a completed sign-in (password or texted code): the profile and a token; the device token may be absent. */
export const signedInSession = customerProfile.extend({ token: z.string().min(1), deviceToken: z.string().optional() });

export interface Session {
  token: string;
  user: CustomerProfile;
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
    const parsed = customerProfile.safeParse(JSON.parse(rawProfile));
    return parsed.success ? { token, user: parsed.data } : null;
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
  updateUser(user: CustomerProfile): void {
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

export function displayName(user: Pick<CustomerProfile, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
