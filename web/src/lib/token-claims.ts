import { requiresSecondFactor } from '@domain/identity/customer-group';

/**
 * What the browser reads from its own bearer token's payload: when it expires (the session timers
 * schedule the renewal) and whether the sign-in completed the texted second factor (a role that
 * requires it sees only the enrolment until then, D-742). The browser trusts the server: the API
 * enforces both; this only decides what to show and when to act.
 */
export interface TokenClaims {
  exp?: number;
  mfa?: boolean;
}

export function tokenClaims(token: string): TokenClaims {
  try {
    const payload: unknown = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload === 'object' && payload !== null ? (payload as TokenClaims) : {};
  } catch {
    return {};
  }
}

/** True when this session's group must sign in with a second factor and its token has none yet. */
export function owesSecondFactor(session: { token: string; user: { customerGroup: string } }): boolean {
  return requiresSecondFactor(session.user.customerGroup) && tokenClaims(session.token).mfa !== true;
}
