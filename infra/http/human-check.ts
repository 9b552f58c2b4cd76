import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { v7 as uuidv7 } from 'uuid';
import { DomainError } from '../../domain/shared/errors';
import { SECURITY_MESSAGES } from '../../domain/security/messages';
import { hmacHex, serverKey } from '../auth/server-keys';
import { humanCheckDifficulty, securitySettings } from '../config/security';
import { ensureTables } from '../db/ensure-tables';
import type { SqlConnection } from '../db/sql-client';

/**
 * Self-hosted human verification (issue #3, spec "POST /customer/recaptcha/verify"): an ALTCHA
 * proof-of-work challenge instead of a third-party CAPTCHA. The browser's widget fetches a signed
 * challenge, solves it, and posts the solution to /customer/recaptcha/verify, which checks it,
 * marks it used and answers with a short-lived, single-use human-check token. Routes that need a
 * human (sign-in under throttling, forgot password…) call `requireHumanCheck` with that token
 * (or with an ALTCHA payload directly). Challenges are signed with a server key, expire, and every
 * solution and token works once.
 */
const USED_DDL = `CREATE TABLE IF NOT EXISTS human_check_used (
  id         text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);`;

const ALGORITHM = 'PBKDF2/SHA-256';
const TOKEN_PREFIX = 'hc1';

export type HumanCheckResult = { ok: true; token: string; expiresAt: string } | { ok: false; reason: string };

function ensureUsedTable(db: SqlConnection): Promise<void> {
  return ensureTables(db, USED_DDL);
}

let marks = 0;
/** Records an id as used; false if it already was (a replay). Expired ids are pruned now and then. */
async function markUsed(db: SqlConnection, id: string, expiresAt: Date): Promise<boolean> {
  await ensureUsedTable(db);
  if (++marks % 200 === 0) await db.query(`DELETE FROM human_check_used WHERE expires_at < now()`);
  const r = await db.query(`INSERT INTO human_check_used (id, expires_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
    id,
    expiresAt.toISOString(),
  ]);
  return r.rowCount === 1;
}

async function keys(db: SqlConnection) {
  return { challenge: await serverKey(db, 'human-check'), derived: await serverKey(db, 'human-check-keys') };
}

/** A new signed challenge for the widget (GET /api/customer/recaptcha/challenge). */
export async function createHumanCheckChallenge(db: SqlConnection, env: NodeJS.ProcessEnv = process.env): Promise<Challenge> {
  const k = await keys(db);
  const difficulty = humanCheckDifficulty(env);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.counterMin, difficulty.counterMax),
    deriveKey,
    hmacSignatureSecret: k.challenge,
    hmacKeySignatureSecret: k.derived,
    expiresAt: new Date(Date.now() + securitySettings(env).humanCheckTtlMs),
    data: { challengeId: uuidv7() },
  });
}

function parsePayload(value: string): Payload | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Partial<Payload>;
    if (parsed && typeof parsed === 'object' && parsed.challenge?.parameters && parsed.solution) return parsed as Payload;
  } catch {
    /* not a payload */
  }
  return undefined;
}

/** Checks an ALTCHA payload (base64 JSON of challenge + solution) and uses it up. */
async function consumeSolution(db: SqlConnection, payload: Payload): Promise<string | undefined> {
  const k = await keys(db);
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: k.challenge,
      hmacKeySignatureSecret: k.derived,
    });
  } catch {
    return 'invalid';
  }
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const params = payload.challenge.parameters;
  const id = `s:${String(params.data?.challengeId ?? params.nonce)}`;
  const expires = params.expiresAt ? new Date(params.expiresAt * 1000) : new Date(Date.now() + securitySettings().humanCheckTtlMs);
  return (await markUsed(db, id, expires)) ? undefined : 'used';
}

async function signToken(db: SqlConnection, ttlMs: number): Promise<{ token: string; expiresAt: string }> {
  const id = uuidv7();
  const exp = Math.floor((Date.now() + ttlMs) / 1000);
  const sig = hmacHex(await serverKey(db, 'human-check'), `${TOKEN_PREFIX}.${id}.${exp}`);
  return { token: `${TOKEN_PREFIX}.${id}.${exp}.${sig}`, expiresAt: new Date(exp * 1000).toISOString() };
}

async function consumeToken(db: SqlConnection, token: string): Promise<string | undefined> {
  const [prefix, id, expRaw, sig] = token.split('.');
  if (prefix !== TOKEN_PREFIX || !id || !expRaw || !sig) return 'invalid';
  const expected = hmacHex(await serverKey(db, 'human-check'), `${TOKEN_PREFIX}.${id}.${expRaw}`);
  if (expected.length !== sig.length || !timingSafe(expected, sig)) return 'invalid';
  const exp = Number(expRaw) * 1000;
  if (!Number.isFinite(exp) || exp <= Date.now()) return 'expired';
  return (await markUsed(db, `t:${id}`, new Date(exp))) ? undefined : 'used';
}

function timingSafe(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * POST /customer/recaptcha/verify: checks the widget's solution, uses it up, and gives a
 * single-use human-check token for the form's own request.
 */
export async function verifyHumanCheck(db: SqlConnection, response: string): Promise<HumanCheckResult> {
  const payload = parsePayload(response);
  if (!payload) return { ok: false, reason: 'invalid' };
  const failure = await consumeSolution(db, payload);
  if (failure) return { ok: false, reason: failure };
  return { ok: true, ...(await signToken(db, securitySettings().humanCheckTtlMs)) };
}

/**
 * For routes that need a human: accepts a human-check token from /customer/recaptcha/verify or a
 * raw ALTCHA payload, and uses it up. Throws HUMAN_CHECK_REQUIRED when nothing was sent and
 * HUMAN_CHECK_FAILED when what was sent is invalid, expired or already used. With `request`, the
 * same value passes again within that one request.
 */
export async function requireHumanCheck(db: SqlConnection, value: string | undefined | null, request?: object): Promise<void> {
  if (!value) throw new DomainError('unauthorized', 'HUMAN_CHECK_REQUIRED', SECURITY_MESSAGES.humanCheckRequired);
  if (request && passedBy.get(request) === value) return;
  const failure = value.startsWith(`${TOKEN_PREFIX}.`) ? await consumeToken(db, value) : await consumeSolutionValue(db, value);
  if (failure) throw new DomainError('unauthorized', 'HUMAN_CHECK_FAILED', SECURITY_MESSAGES.humanCheckFailed);
  if (request) passedBy.set(request, value);
}

/**
 * The value each HTTP request has already passed the check with: a command handler that runs again
 * within its request (it decided on a kept state that had moved, D-502) does not use its own token up
 * twice. Keyed by the request object, so nothing outlives the request.
 */
const passedBy = new WeakMap<object, string>();

async function consumeSolutionValue(db: SqlConnection, value: string): Promise<string | undefined> {
  const payload = parsePayload(value);
  return payload ? consumeSolution(db, payload) : 'invalid';
}
