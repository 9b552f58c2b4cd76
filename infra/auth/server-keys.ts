import { createHmac, randomBytes } from 'node:crypto';
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

const cache = new WeakMap<SqlConnection, Map<KeyName, Promise<string>>>();

export function serverKey(db: SqlConnection, name: KeyName): Promise<string> {
  let keys = cache.get(db);
  if (!keys) {
    keys = new Map();
    cache.set(db, keys);
  }
  let key = keys.get(name);
  if (!key) {
    key = loadOrCreate(db, name);
    keys.set(name, key);
    key.catch(() => keys.delete(name));
  }
  return key;
}

async function loadOrCreate(db: SqlConnection, name: KeyName): Promise<string> {
  try {
    await db.exec(DDL);
  } catch (err) {
    // Two processes racing on CREATE … IF NOT EXISTS: the other one made it.
    const code = (err as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw err;
  }
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
