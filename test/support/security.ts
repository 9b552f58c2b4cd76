import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect } from 'vitest';
import type { startTestPlatform } from './test-platform';
import { DEMO } from './test-platform';

/** Helpers for the security tests (MFA, throttling, human check, notification preferences). */
export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

export interface Reply {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, unknown>;
}

export function caller(get: () => TestPlatform) {
  return async function call(
    path: string,
    body?: unknown,
    opts: { token?: string; ip?: string; headers?: Record<string, string>; method?: 'GET' | 'POST' } = {},
  ): Promise<Reply> {
    const res = await get().app.inject({
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      url: path,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers ?? {}) },
      ...(opts.ip ? { remoteAddress: opts.ip } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
  };
}

/** The newest text the dev outbox holds for a number, and the 6-digit code in it. */
export async function latestSms(call: ReturnType<typeof caller>, phone: string): Promise<{ body: string; code: string; total: number }> {
  const box = await call(`/api/dev/sms?to=${encodeURIComponent(phone)}`);
  expect(box.status).toBe(200);
  const newest = box.body.items[0];
  expect(newest, `no text message to ${phone}`).toBeDefined();
  const code = /\b(\d{6})\b/.exec(newest.body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return { body: newest.body, code: code!, total: box.body.total };
}

/** Solves a human-check challenge as the browser widget would, and returns the widget's payload. */
export async function solveHumanCheck(call: ReturnType<typeof caller>, ip?: string): Promise<string> {
  const r = await call('/api/customer/recaptcha/challenge', undefined, ip ? { ip } : {});
  expect(r.status).toBe(200);
  const challenge = r.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A single-use human-check token from /customer/recaptcha/verify. */
export async function humanCheckToken(call: ReturnType<typeof caller>, ip?: string): Promise<string> {
  const response = await solveHumanCheck(call, ip);
  const r = await call('/api/customer/recaptcha/verify', { response }, ip ? { ip } : {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.token;
}

export async function signIn(call: ReturnType<typeof caller>, email: string, extra: Record<string, unknown> = {}, ip?: string): Promise<Reply> {
  return call('/api/customer/signin', { email, password: DEMO.password, ...extra }, ip ? { ip } : {});
}

/** Runs `fn` with some environment variables set, restoring them afterwards. */
export async function withEnv<T>(vars: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** Low-cost human checks so tests solve them in milliseconds (the defaults take a browser about a second). */
export const CHEAP_HUMAN_CHECK = { HUMAN_CHECK_COST: '1', HUMAN_CHECK_COUNTER_MIN: '5', HUMAN_CHECK_COUNTER_MAX: '50' };

export async function eventsOf(platform: TestPlatform, stream: string): Promise<{ type: string; data: any; metadata: any }[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const { rows } = await platform.infra.sql.query<{ type: string; data: unknown; metadata: unknown }>(
    `SELECT type, data, metadata FROM es_events WHERE stream_id = $1 ORDER BY global_position`,
    [stream],
  );
  return rows as never;
}
