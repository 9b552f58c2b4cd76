import type { CustomerGroup } from './customer-group';

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
