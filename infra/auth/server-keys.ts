import { createHmac, randomBytes } from 'node:crypto';
import { ensureTables } from '../db/ensure-tables';
import { perClientMemo } from '../db/per-client-memo';
import type { SqlConnection } from '../db/sql-client';

/**
 * Server-side keys for the security features (code hashes, human-check signatures, device and
 * unsubscribe tokens), one per purpose. Each is made once, at random, and kept in the database
 * every process already shares, so the command API, query API and workers agree on it without
 * passing secrets around (decision D-037). They never leave the server.
 */
const DDL = `CREATE TABLE IF NOT EXISTS server_keys (
  name       text PRIMARY KEY,
  secret     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);`;

export type KeyName = 'verification-codes' | 'human-check' | 'human-check-keys' | 'device-tokens' | 'unsubscribe-tokens' | 'action-tokens';

/** The key of a purpose, made on first use and then shared by every caller of this client. */
export const serverKey: (db: SqlConnection, name: KeyName) => Promise<string> = perClientMemo((db, name: KeyName) => loadOrCreate(db, name));

async function loadOrCreate(db: SqlConnection, name: KeyName): Promise<string> {
  await ensureTables(db, DDL);
  await db.query(`INSERT INTO server_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ secret: string }>(`SELECT secret FROM server_keys WHERE name = $1`, [name]);
  const secret = rows[0]?.secret;
  if (!secret) throw new Error(`server key ${name} could not be created`);
  return secret;
}

/** HMAC-SHA256 as hex. */
export function hmacHex(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
