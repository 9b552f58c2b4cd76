/** Why this page's session ended, for the sign-in page to say so (idle, or past its lifetime). */
export type SignOutReason = 'idle' | 'expired';

const KEY = 'lensloop.signOutReason';

export function noteSignOutReason(reason: SignOutReason): void {
  try {
    window.sessionStorage.setItem(KEY, reason);
  } catch {
    /* no storage: the sign-in page shows no reason */
  }
}

/** The reason, once (reading it clears it). */
export function takeSignOutReason(): SignOutReason | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return value === 'idle' || value === 'expired' ? value : null;
  } catch {
    return null;
  }
}

export function signOutReasonText(reason: SignOutReason): string {
  return reason === 'idle'
    ? 'You were signed out because you were away for a while. Please sign in again.'
    : 'Your session has expired. Please sign in again.';
}
