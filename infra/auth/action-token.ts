import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import type { LinkPurpose } from '../../domain/identity/account-links';
import type { SqlConnection } from '../db/sql-client';
import { serverKey } from './server-keys';

/**
 * Tokens for the links in e-mails (welcome / set password, reset password, confirm a new e-mail).
 * Signed with their own server key (kept in the database every process shares, like the other
 * server keys), never with the session secret, so a link token can never pass as a bearer token.
 * `purpose` stops a token minted for one link being used for another; `jti` names the link in the
 * account's history (the causing event, the reset or the e-mail change), which is what makes each
 * link single-use; `exp` is the link's lifetime.
 */
export interface ActionTokenClaims {
  sub: string;
  purpose: LinkPurpose;
  jti: string;
}

export type ActionTokenCheck =
  | { ok: true; claims: ActionTokenClaims }
  | { ok: false; reason: 'invalid' | 'expired' };

const AUDIENCE = 'lensloop-link';
const PURPOSES: readonly LinkPurpose[] = ['welcome', 'reset-password', 'verify-email'];

export interface ActionTokens {
  sign(claims: ActionTokenClaims, expiresAt: Date): string;
  verify(token: string, purposes: LinkPurpose | readonly LinkPurpose[]): ActionTokenCheck;
}

/** Signer and verifier over a given key (tests), see `actionTokensFor` for the shared one. */
export function createActionTokens(key: string): ActionTokens {
  const sign = createSigner({ key, aud: AUDIENCE });
  const verify = createVerifier({ key, allowedAud: AUDIENCE });
  return {
    sign: (claims, expiresAt) => sign({ sub: claims.sub, purpose: claims.purpose, jti: claims.jti, exp: Math.floor(expiresAt.getTime() / 1000) }),
    verify(token, purposes) {
      const allowed = typeof purposes === 'string' ? [purposes] : purposes;
      let claims: Partial<ActionTokenClaims>;
      try {
        claims = verify(token) as Partial<ActionTokenClaims>;
      } catch (err) {
        return { ok: false, reason: err instanceof TokenError && err.code === TokenError.codes.expired ? 'expired' : 'invalid' };
      }
      const purpose = claims.purpose;
      if (!purpose || !PURPOSES.includes(purpose) || !allowed.includes(purpose) || typeof claims.sub !== 'string' || typeof claims.jti !== 'string') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { sub: claims.sub, purpose, jti: claims.jti } };
    },
  };
}

const cache = new WeakMap<SqlConnection, Promise<ActionTokens>>();

/** The platform's action tokens, keyed by the shared server key (made on first use). */
export function actionTokensFor(db: SqlConnection): Promise<ActionTokens> {
  let tokens = cache.get(db);
  if (!tokens) {
    tokens = serverKey(db, 'action-tokens').then(createActionTokens);
    tokens.catch(() => cache.delete(db));
    cache.set(db, tokens);
  }
  return tokens;
}
