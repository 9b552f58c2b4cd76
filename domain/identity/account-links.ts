import { DomainError } from '../shared/errors';
import type { CustomerState } from './customer-decider';
import { ACCOUNT_MESSAGES } from './messages';

/** The links the platform e-mails, by purpose (the `purpose` claim of their action token). */
export type LinkPurpose = 'welcome' | 'reset-password' | 'verify-email';

/** How long each e-mailed link works (decision D-021 in docs/decisions.md). */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  welcome: 7 * 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  'verify-email': 24 * 60 * 60 * 1000,
};

/** A second reset request within this time of the last one sends nothing (no mail-bombing). */
export const RESET_REQUEST_MIN_INTERVAL_MS = 60 * 1000;

export interface AccountLink {
  purpose: LinkPurpose;
  /** The token's `jti`: the causing event id (welcome), the reset id or the e-mail change id. */
  tokenId: string;
}

/**
 * Whether an e-mailed link may still be used, from the account's own history (the token's
 * signature and `exp` are checked before): each link works once, a reset link only until it
 * expires or a password is set, an e-mail confirmation only for the latest requested change,
 * and a welcome link only while the patient has no password.
 */
export function checkAccountLink(link: AccountLink, state: CustomerState, now: Date): void {
  // A deactivated account's links stop working too (a withdrawn invitation, D-743).
  if (!state.exists || state.deactivated) throw new DomainError('validation', 'TOKEN_INVALID', ACCOUNT_MESSAGES.tokenInvalid);
  if (state.usedTokenIds.includes(link.tokenId)) throw new DomainError('validation', 'TOKEN_USED', ACCOUNT_MESSAGES.tokenUsed);
  switch (link.purpose) {
    case 'welcome':
      if (state.passwordHash) throw new DomainError('validation', 'TOKEN_USED', ACCOUNT_MESSAGES.tokenUsed);
      return;
    case 'reset-password': {
      const pending = state.pendingResets.find((r) => r.resetId === link.tokenId);
      if (!pending || Date.parse(pending.expiresAt) <= now.getTime()) {
        throw new DomainError('validation', 'TOKEN_EXPIRED', ACCOUNT_MESSAGES.tokenExpired);
      }
      return;
    }
    case 'verify-email': {
      const pending = state.pendingEmailChange;
      if (!pending || pending.changeId !== link.tokenId || Date.parse(pending.expiresAt) <= now.getTime()) {
        throw new DomainError('validation', 'TOKEN_EXPIRED', ACCOUNT_MESSAGES.tokenExpired);
      }
      return;
    }
  }
}

/** The e-mail address a usable link is about: the account's, or the new one being confirmed. */
export function emailForLink(link: AccountLink, state: CustomerState, now: Date): string {
  checkAccountLink(link, state, now);
  if (link.purpose === 'verify-email') return state.pendingEmailChange!.newEmail;
  return state.email!;
}
