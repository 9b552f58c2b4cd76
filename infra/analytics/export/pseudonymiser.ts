import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PSEUDONYM_LENGTH, pseudonymInput } from '../../../domain/analytics/pseudonym-rules';
import type { Pseudonymise } from '../../../domain/analytics/event-row';

/**
 * The export's keyed pseudonyms (D-721): HMAC-SHA256(secret, `${kind}:${id}`), hex, truncated.
 * The secret is ANALYTICS_PSEUDONYM_SECRET; outside production, when unset, one is made once per
 * data folder (`<DATA_DIR>/.analytics-pseudonym-secret`) so exports stay joinable across runs;
 * in production an export refuses to start without it.
 */
export function pseudonymSecret(env: NodeJS.ProcessEnv = process.env): string {
  const set = env.ANALYTICS_PSEUDONYM_SECRET?.trim();
  if (set) {
    if (set.length < 16) throw new Error('ANALYTICS_PSEUDONYM_SECRET must be at least 16 characters');
    return set;
  }
  if (env.NODE_ENV === 'production') throw new Error('ANALYTICS_PSEUDONYM_SECRET must be set when NODE_ENV=production');
  const dataDir = env.DATA_DIR || './data';
  if (dataDir === ':memory:') return 'lensloop-dev-analytics-pseudonym-secret';
  const file = join(dataDir, '.analytics-pseudonym-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A pseudonym function over one secret, remembering the ids it has seen (people and places repeat). */
export function makePseudonymiser(secret: string, cacheLimit = 200_000): Pseudonymise {
  const cache = new Map<string, string>();
  return (kind, id) => {
    const input = pseudonymInput(kind, id);
    const hit = cache.get(input);
    if (hit !== undefined) return hit;
    const out = createHmac('sha256', secret).update(input).digest('hex').slice(0, PSEUDONYM_LENGTH);
    if (cache.size >= cacheLimit) cache.clear();
    cache.set(input, out);
    return out;
  };
}
