import { z } from 'zod';
import { sessionStore, type Session, type SessionUser } from './session';
import { storedProfileOf } from './stored-profile';

/**
 * While a CSR acts as a user, the browser holds the user's (impersonation) session as THE
 * session, and keeps the CSR's own session aside here to return to. The kept session belongs to
 * the impersonation of one account: it counts only while that account is the signed-in one, and
 * it is dropped whenever the session ends, so it never outlives the sign-out it came with.
 */
export const IMPERSONATION_STORAGE_KEY = 'lensloop.impersonation';

const kept = z.object({
  impersonationId: z.string().min(1),
  /** The account being acted for. */
  userAccountNumber: z.string().min(1),
  csrToken: z.string().min(1),
  /** The CSR's profile as their session held it: checked like the session's own stored profile. */
  csrUser: z.custom<SessionUser>((value) => storedProfileOf(value) !== null),
  /** Where the CSR was (e.g. their search results), to go back to after "End session". */
  returnTo: z.string(),
});

export interface Impersonation {
  impersonationId: string;
  csr: Session;
  returnTo: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

let memory: string | null = null; // storage disabled: keep it for this page

function readRaw(): string | null {
  const store = storage();
  return store ? store.getItem(IMPERSONATION_STORAGE_KEY) : memory;
}

function writeRaw(value: string | null): void {
  const store = storage();
  if (store) {
    if (value === null) store.removeItem(IMPERSONATION_STORAGE_KEY);
    else store.setItem(IMPERSONATION_STORAGE_KEY, value);
  } else {
    memory = value;
  }
}

/** The impersonation in progress for the signed-in user, or null. */
export function currentImpersonation(): Impersonation | null {
  const session = sessionStore.get();
  const raw = readRaw();
  if (!session || !raw) return null;
  try {
    const parsed = kept.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.userAccountNumber !== session.user.accountNumber) return null;
    const { impersonationId, csrToken, csrUser, returnTo } = parsed.data;
    return { impersonationId, csr: { token: csrToken, user: csrUser }, returnTo };
  } catch {
    return null;
  }
}

/** Switches the browser to the user's session, keeping the CSR's own session to return to. */
export function startImpersonation(input: { impersonationId: string; session: Session; returnTo: string }): void {
  const csr = sessionStore.get();
  if (!csr || csr.user.customerGroup !== 'CSR') throw new Error('Only a signed-in CSR can start acting as a customer');
  writeRaw(
    JSON.stringify({
      impersonationId: input.impersonationId,
      userAccountNumber: input.session.user.accountNumber,
      csrToken: csr.token,
      csrUser: csr.user,
      returnTo: input.returnTo,
    }),
  );
  sessionStore.start(input.session);
}

let returnPath: string | null = null;

/**
 * Back to the CSR's own session (a token the server renewed for it) at `returnTo`, or signed
 * out. The user's area, which now has a CSR session it does not admit, sends the browser to
 * `returnTo` (see pendingReturnPath) instead of showing "not authorized" for a moment.
 */
export function finishImpersonation(next: { csrSession: Session; returnTo: string } | { signedOut: 'user' | 'system' }): void {
  writeRaw(null);
  if ('csrSession' in next) {
    returnPath = next.returnTo;
    sessionStore.start(next.csrSession);
  } else {
    returnPath = null;
    sessionStore.clear(next.signedOut);
  }
}

/** Where the browser goes right after an impersonation ended, until the support area has opened. */
export function pendingReturnPath(): string | null {
  return returnPath;
}

export function clearReturnPath(): void {
  returnPath = null;
}

// Signing out (or a session ended by the server) also forgets the CSR session kept aside.
sessionStore.subscribe(() => {
  if (!sessionStore.get() && readRaw() !== null) writeRaw(null);
});
