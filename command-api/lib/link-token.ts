import type { LinkPurpose } from '../../domain/identity/account-links';
import { ACCOUNT_MESSAGES } from '../../domain/identity/messages';
import { DomainError } from '../../domain/shared/errors';
import { type ActionTokenClaims, actionTokensFor } from '../../infra/auth/action-token';
import type { SqlConnection } from '../../infra/db/sql-client';

/** The claims of an e-mailed link's token, or the error its page shows (invalid or expired). */
export async function verifyLinkToken(sql: SqlConnection, token: string, purposes: readonly LinkPurpose[]): Promise<ActionTokenClaims> {
  const check = (await actionTokensFor(sql)).verify(token, purposes);
  if (check.ok) return check.claims;
  if (check.reason === 'expired') throw new DomainError('validation', 'TOKEN_EXPIRED', ACCOUNT_MESSAGES.tokenExpired);
  throw new DomainError('validation', 'TOKEN_INVALID', ACCOUNT_MESSAGES.tokenInvalid);
}
