import { type CustomerGroup, requiresSecondFactor } from './customer-group';
import { DomainError } from '../shared/errors';

/** What the bearer token carries (spec point 3/6; guide §5). */
export interface AccessClaims {
  sub: string; // account number
  customerGroup: CustomerGroup;
  sessionId: string;
  practiceId?: string;
  locationId?: string;
  /** The token's generation within its session: 0 at sign-in, +1 per renewal; an older one is refused (D-526). */
  gen?: number;
  /** Set while a CSR acts as this user (issue #3). */
  impersonator?: { accountNumber: string; name: string; impersonationId?: string };
  /** The session was opened with the texted second factor (a sign-in code, or the enrolment's own code; D-742). */
  mfa?: boolean;
}

/**
 * A session whose group must sign in with a second factor (distributor staff, D-742) and which has
 * not completed one: it may reach the two-factor enrolment and sign-out only.
 */
export function lacksSecondFactor(claims: Pick<AccessClaims, 'customerGroup' | 'mfa'>): boolean {
  return requiresSecondFactor(claims.customerGroup) && claims.mfa !== true;
}

/** The caller's practice: a practice-side route called by an account without one → 403. */
export function practiceIdOf(claims: AccessClaims): string {
  if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  return claims.practiceId;
}

/** The claims of a new token for the same session (no iat/exp: signing sets them), at token generation `gen` (D-526). */
export function sessionClaims(claims: AccessClaims, gen: number): AccessClaims {
  return {
    sub: claims.sub,
    customerGroup: claims.customerGroup,
    sessionId: claims.sessionId,
    ...(claims.practiceId ? { practiceId: claims.practiceId } : {}),
    ...(claims.locationId ? { locationId: claims.locationId } : {}),
    ...(claims.impersonator ? { impersonator: claims.impersonator } : {}),
    ...(claims.mfa === true ? { mfa: true } : {}),
    ...(gen > 0 ? { gen } : {}),
  };
}
