import { randomInt } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import type { SqlConnection } from '../db/sql-client';
import { hmacHex, serverKey } from './server-keys';

/**
 * Verification codes: six random digits, stored only as an HMAC keyed with a server key and
 * bound to the code's id, so a leaked event log cannot be brute-forced offline (a bare SHA-256 of
 * six digits could be) and a hash cannot be replayed for another code.
 */
export interface IssuedCode {
  codeId: string;
  code: string;
  codeHash: string;
}

export async function issueCode(db: SqlConnection): Promise<IssuedCode> {
  const codeId = uuidv7();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { codeId, code, codeHash: hmacHex(await serverKey(db, 'verification-codes'), `${codeId}:${code}`) };
}

/** The hash a typed code would have for a given code id. */
export async function codeHasher(db: SqlConnection, typed: string): Promise<(codeId: string) => string> {
  const key = await serverKey(db, 'verification-codes');
  return (codeId) => hmacHex(key, `${codeId}:${typed}`);
}

/** Hash of a sign-in's mfaContext secret (what the events keep instead of the secret). */
export async function contextHash(db: SqlConnection, secret: string): Promise<string> {
  return hmacHex(await serverKey(db, 'verification-codes'), `context:${secret}`);
}
