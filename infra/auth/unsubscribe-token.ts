import { createSigner, createVerifier } from 'fast-jwt';
import { NOTIFICATION_KINDS, type UnsubscribeKind } from '../../domain/security/notification-preferences';
import type { SqlConnection } from '../db/sql-client';
import { serverKey } from './server-keys';

/**
 * The token in an e-mail's unsubscribe link (`/unsubscribe?token=…`): the account and the kind of
 * e-mail it turns off. Signed with its own server key and long-lived, because the link sits in a
 * mailbox; it can only ever turn e-mails off.
 */
export interface UnsubscribeClaims {
  sub: string;
  kind: UnsubscribeKind;
  purpose: 'unsubscribe';
}

export async function signUnsubscribeToken(db: SqlConnection, accountNumber: string, kind: UnsubscribeKind, ttlMs: number): Promise<string> {
  const sign = createSigner({ key: await serverKey(db, 'unsubscribe-tokens'), expiresIn: ttlMs });
  return sign({ sub: accountNumber, kind, purpose: 'unsubscribe' });
}

export async function verifyUnsubscribeToken(db: SqlConnection, token: string): Promise<UnsubscribeClaims | undefined> {
  try {
    const claims = createVerifier({ key: await serverKey(db, 'unsubscribe-tokens') })(token) as Partial<UnsubscribeClaims>;
    const kindOk = claims.kind === 'all' || (NOTIFICATION_KINDS as readonly string[]).includes(String(claims.kind));
    if (claims.purpose !== 'unsubscribe' || typeof claims.sub !== 'string' || !kindOk) return undefined;
    return claims as UnsubscribeClaims;
  } catch {
    return undefined;
  }
}

/** The link an e-mail of this kind carries (for mail templates). */
export async function unsubscribeLink(db: SqlConnection, appOrigin: string, accountNumber: string, kind: UnsubscribeKind, ttlMs: number): Promise<string> {
  return `${appOrigin}/unsubscribe?token=${encodeURIComponent(await signUnsubscribeToken(db, accountNumber, kind, ttlMs))}`;
}
