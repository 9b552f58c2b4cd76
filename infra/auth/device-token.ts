import { createSigner, createVerifier } from 'fast-jwt';
import { v7 as uuidv7 } from 'uuid';
import type { SqlConnection } from '../db/sql-client';
import { serverKey } from './server-keys';

/**
 * Device tokens ("device cookies", OWASP): after a successful sign-in the browser keeps a signed
 * token naming the account and a random device id. Presenting it on a later sign-in lets the
 * throttle tell the owner's known device from an attacker's guesses, so a brute-force attack on
 * an account never locks its owner out. Signed with their own server key: they are not bearer
 * tokens and no API accepts them as such.
 */
export interface DeviceClaims {
  sub: string;
  did: string;
  purpose: 'device';
}

export async function signDeviceToken(db: SqlConnection, accountNumber: string, ttlMs: number, deviceId: string = uuidv7()): Promise<string> {
  const sign = createSigner({ key: await serverKey(db, 'device-tokens'), expiresIn: ttlMs });
  return sign({ sub: accountNumber, did: deviceId, purpose: 'device' });
}

/** The device id when the token is valid and belongs to this account, else undefined. */
export async function verifyDeviceToken(db: SqlConnection, token: string | undefined, accountNumber: string | undefined): Promise<string | undefined> {
  if (!token || !accountNumber) return undefined;
  try {
    const claims = createVerifier({ key: await serverKey(db, 'device-tokens') })(token) as Partial<DeviceClaims>;
    if (claims.purpose !== 'device' || claims.sub !== accountNumber || typeof claims.did !== 'string') return undefined;
    return claims.did;
  } catch {
    return undefined;
  }
}
