import type { CustomerGroup } from './customer-group';
import { DomainError } from '../shared/errors';

/** What the bearer token carries (spec point 3/6; guide §5). */
export interface AccessClaims {
  sub: string; // account number
  customerGroup: CustomerGroup;
  sessionId: string;
  practiceId?: string;
  locationId?: string;
  /** Set while a CSR acts as this user (issue #3). */
  impersonator?: { accountNumber: string; name: string; impersonationId?: string };
}

/** The caller's practice: a practice-side route called by an account without one → 403. */
export function practiceIdOf(claims: AccessClaims): string {
  if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
  return claims.practiceId;
}
