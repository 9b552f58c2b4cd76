import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../support/test-app';
import { AUTH_EXPECTATIONS, type MatrixRole } from './auth-expectations';
import { isMutating, type Operation, operationsOf, sampleBody, sampleUrl, type Schema, type TenantIds } from './openapi-operations';
import { recordReply, unsafeReplies } from './reply-hygiene';
import { roleTokens, seedTenant } from './tenants';

/**
 * Issue #21, bad-input fuzz: at least 10 000 generated bad requests per run (FUZZ_REQUESTS) across
 * every mutating operation of /api/openapi.json, sent as a user the route lets through, with the
 * practice's real ids where a field names one, then broken: wrong types, missing fields, 100 KB
 * strings, odd unicode, huge/negative/NaN-ish numbers, malformed JSON, wrong content types,
 * injection strings, prototype keys, deep nesting. It holds when no request answers 5xx, no error
 * reply shows a stack trace or SQL, and the requests answered 4xx append nothing to the log.
 * Deterministic: the seed is printed; FUZZ_SEED=<n> replays a run.
 * (A NUL in every field of every route is test/api/character-rule.int.test.ts's job; here it is one mutation among many.)
 */
// Analysts and operators sign in with a texted code on each fresh session.
const t = testApp({ env: { VERIFICATION_CODES_PER_HOUR: '1000' } });
const { platform, call } = t;

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TARGET = Number(process.env.FUZZ_REQUESTS ?? 10_000);

/** mulberry32: a small deterministic generator. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]! };
}

const HUGE = 'A'.repeat(100 * 1024);
const STRINGS = [
  HUGE,
  `${'€'.repeat(30_000)}`,
  "' OR '1'='1",
  "'; DROP TABLE es_events; --",
  '1; SELECT pg_sleep(5)--',
  "admin'--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie:x=1',
  '\r\nX-Injected: 1',
  'a\u0000b',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D\uFEFF',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357',
  '👓🧑🏽‍⚕️👨‍👩‍👧‍👦',
  '\uFFFF\uFFFE',
  '\uD800',
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '9'.repeat(400),
  '1e309',
  '2026-02-30',
  '13/45/2026',
  'x@',
  '@x',
  '"'.repeat(1000),
  '\\'.repeat(1000),
];
const NUMBERS = [-1, 0, -0, 0.5, -(2 ** 31), 2 ** 31, 2 ** 53 + 1, -(2 ** 53) - 1, 1e308, -1e308, 5e-324, 1e21, 1.2345678901234568e29];
const OTHERS: unknown[] = [null, true, false, [], {}, [null], [[[]]], { $gt: '' }, { __proto__: { admin: true } }, ['a', 1, null, {}]];
const RAW_BODIES = ['{', '{"a":', 'nul', '[1,2', '{"a":1}}', '{"a":NaN}', '{"a":Infinity}', "{'a':1}", '{"a":1,}', '\u0000', '\uFEFF{}', '"just a string"', '42', 'true', '[]', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`, '{"a":1e999999}', '{"a":-1e999999}', '{"a": "\\x41"}'];
const CONTENT_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/octet-stream', 'application/json-patch+json', 'application/JSON', ''];

type Body = Record<string, unknown>;
/** Percent-encoding; a lone surrogate goes as the bytes of one (not valid UTF-8). */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};
interface BadRequest { kind: string; url: string; payload?: string; contentType?: string; method: string }

/** One bad request for an operation, from its valid sample body. */
function badRequest(op: Operation, resolve: (s: Schema | undefined) => Schema | undefined, ids: TenantIds, rnd: ReturnType<typeof generator>): BadRequest {
  const url = sampleUrl(op, resolve, ids);
  const base = sampleBody(op, resolve, ids);
  const body: Body = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Body) } : {};
  const fields = Object.keys(body);
  const field = fields.length ? rnd.pick(fields) : 'x';
  const json = (b: unknown) => JSON.stringify(b);
  const kind = rnd.pick(['missing', 'missing-all', 'wrong-type', 'string', 'string', 'number', 'nested', 'raw', 'content-type', 'shape', 'extra', 'query'] as const);
  switch (kind) {
    case 'missing': {
      const { [field]: _gone, ...rest } = body;
      return { kind, url, method: op.method, payload: json(rest) };
    }
    case 'missing-all':
      return { kind, url, method: op.method, payload: '{}' };
    case 'wrong-type':
      return { kind, url, method: op.method, payload: json({ ...body, [field]: rnd.pick([...OTHERS, ...NUMBERS, 'text']) }) };
    case 'string':
      return { kind, url, method: op.method, payload: json({ ...body, [field]: rnd.pick(STRINGS) }) };
    case 'number':
      // JSON has no NaN/Infinity: those travel as raw text (a malformed body), the rest as numbers.
      return rnd.next() < 0.2
        ? { kind, url, method: op.method, payload: json({ ...body, [field]: 0 }).replace(`"${field}":0`, `"${field}":${rnd.pick(['NaN', 'Infinity', '-Infinity', '1e400', '-0.0e-999', '0x10', '01'])}`) }
        : { kind, url, method: op.method, payload: json({ ...body, [field]: rnd.pick(NUMBERS) }) };
    case 'nested': {
      let deep: unknown = rnd.pick(STRINGS.slice(2));
      for (let i = 0; i < 1 + rnd.int(300); i++) deep = rnd.next() < 0.5 ? [deep] : { [field]: deep };
      return { kind, url, method: op.method, payload: json({ ...body, [field]: deep }) };
    }
    case 'raw':
      return { kind, url, method: op.method, payload: rnd.pick(RAW_BODIES) };
    case 'content-type':
      return { kind, url, method: op.method, payload: rnd.next() < 0.5 ? json(body) : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(), contentType: rnd.pick(CONTENT_TYPES) };
    case 'shape':
      return { kind, url, method: op.method, payload: json(rnd.pick([[body], body && Object.values(body), 'body', 0, null, [[]]])) };
    case 'extra':
      return { kind, url, method: op.method, payload: json({ ...body, [rnd.pick(['__proto__', 'constructor', 'prototype', 'isAdmin', 'customerGroup', 'practiceId', '$where', '__v'])]: rnd.pick([...OTHERS, ...STRINGS.slice(2, 12)]) }) };
    case 'query': {
      const q = `${url.includes('?') ? '&' : '?'}${rnd.pick(['a=%ZZ', 'a[b][c]=1', '__proto__[x]=1', `a=${encode(rnd.pick(STRINGS.slice(2)))}`, 'a=1&a=2&a=3', `a=${'x'.repeat(8000)}`])}`;
      // With an empty body: the odd query string must not turn a refusal into a fault.
      return { kind, url: url + q, method: op.method, payload: '{}' };
    }
  }
}

const statuses = new Map<number, number>();
const byKind = new Map<string, number>();
const serverErrors: string[] = [];
const rejected: string[] = [];
const statusOf = new Map<string, number>();
const accepted: string[] = [];
let logBefore = 0;
let logAfter = 0;
let sent = 0;
let elapsed = 0;
let client = 0;
const nextIp = () => `10.77.${Math.floor(++client / 250) % 250}.${(client % 250) + 1}`;

async function logLength(): Promise<number> {
  const { rows } = await platform.infra.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events');
  return Number(rows[0]!.n);
}

beforeAll(async () => {
  const { operations, resolve } = operationsOf((await call('/api/openapi.json')).body);
  const own = await seedTenant(t, { patient: 'patient', staff: 'staff' });
  const tokensOf = (): Promise<Partial<Record<MatrixRole, string>>> => roleTokens(t, nextIp, { accountNumber: own.ids.accountNumber, reason: 'fuzz' });

  const rnd = generator(SEED);
  const mutating = operations.filter(isMutating);
  // Fixture-changing routes last; session-ending ones on sessions of their own.
  const order = (o: Operation) => (AUTH_EXPECTATIONS[o.key]?.freshSession ? 0.5 : AUTH_EXPECTATIONS[o.key]?.last ?? 0);
  mutating.sort((a, b) => order(a) - order(b));
  const perOp = Math.ceil(TARGET / mutating.length);
  let tokens = await tokensOf();
  logBefore = await logLength();
  const started = Date.now();
  for (const op of mutating) {
    if (AUTH_EXPECTATIONS[op.key]?.freshSession) tokens = await tokensOf();
    const allow = AUTH_EXPECTATIONS[op.key]?.allow ?? 'public';
    const roles = allow === 'public' ? [] : (allow.split(' ') as MatrixRole[]);
    const requests = Array.from({ length: perOp }, () => badRequest(op, resolve, own.ids, rnd));
    for (let i = 0; i < requests.length; i += 32) {
      await Promise.all(
        requests.slice(i, i + 32).map(async (req, j) => {
          const token = roles.length ? tokens[roles[(i + j) % roles.length]!] : undefined;
          const correlation = `fuzz-${SEED}-${sent++}`;
          const res = await platform.app.inject({
            method: req.method as 'POST',
            url: req.url,
            remoteAddress: nextIp(),
            headers: { 'x-correlation-id': correlation, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(req.contentType !== undefined ? { 'content-type': req.contentType } : { 'content-type': 'application/json' }) },
            ...(req.payload !== undefined ? { payload: req.payload } : {}),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          byKind.set(req.kind, (byKind.get(req.kind) ?? 0) + 1);
          recordReply(`${op.key} (${req.kind})`, { status: res.statusCode, text: res.body });
          if (res.statusCode >= 500) serverErrors.push(`${op.key} ${req.kind} → ${res.statusCode} ${res.body.slice(0, 200)} payload ${String(req.payload).slice(0, 1500)}`);
          else if (res.statusCode >= 400) {
            rejected.push(correlation);
            statusOf.set(correlation, res.statusCode);
          }
          else accepted.push(correlation);
        }),
      );
    }
  }
  elapsed = Date.now() - started;
  await platform.projections.caughtUp(30_000).catch(() => undefined);
  logAfter = await logLength();
  console.log(
    `bad-input fuzz: seed ${SEED}, ${sent} requests over ${mutating.length} mutating operations in ${(elapsed / 1000).toFixed(1)} s; ` +
      `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; kinds ${JSON.stringify(Object.fromEntries(byKind))}; ` +
      `${serverErrors.length} × 5xx; log ${logBefore} → ${logAfter} events (${accepted.length} requests accepted)`,
  );
}, 300_000);

describe(`bad-input fuzz over every mutating operation (seed ${SEED})`, () => {
  it(`sends at least ${TARGET} bad requests, and none answers 5xx`, () => {
    expect(sent).toBeGreaterThanOrEqual(TARGET);
    expect(serverErrors).toEqual([]);
    // Most of them reach the routes' own checks (not only the auth rule).
    expect((statuses.get(400) ?? 0) + (statuses.get(415) ?? 0)).toBeGreaterThan(sent / 2);
  });

  it('shows no stack trace and no SQL in any error reply', () => {
    const { errorReplies, findings } = unsafeReplies();
    expect(errorReplies).toBeGreaterThan(sent / 2);
    expect(findings).toEqual([]);
  });

  it('appends nothing for the requests it refused (4xx)', async () => {
    const { rows } = await platform.infra.sql.query<{ correlation: string; type: string; stream_id: string; cause: string | null }>(
      `SELECT metadata->>'correlationId' AS correlation, type, stream_id, data->>'cause' AS cause FROM es_events WHERE metadata->>'correlationId' = ANY($1::text[])`,
      [rejected],
    );
    // D-524: an impersonation that could not open its session (a 409 when many open at once) keeps
    // its audit — ImpersonationBegan and ImpersonationEnded 'not-opened' — and nothing else.
    const audit = (r: (typeof rows)[number]) => r.stream_id.startsWith('impersonation-') && (r.type === 'ImpersonationBegan' || (r.type === 'ImpersonationEnded' && r.cause === 'not-opened'));
    expect(rows.filter((r) => !audit(r)).map((r) => `${r.type} in ${r.stream_id} (${r.correlation}, ${statusOf.get(r.correlation)})`)).toEqual([]);
    for (const r of rows.filter(audit)) expect(rows.filter((x) => x.stream_id === r.stream_id).map((x) => x.type).sort(), r.stream_id).toEqual(['ImpersonationBegan', 'ImpersonationEnded']);
    if (rows.length) console.log(`refused impersonations kept as audit: ${rows.length / 2} (statuses ${[...new Set(rows.map((r) => statusOf.get(r.correlation)))].join(', ')})`);
    // The log grew only by the accepted requests' events (and what the workers did after them).
    const { rows: fromFuzz } = await platform.infra.sql.query<{ correlation: string }>(
      `SELECT DISTINCT metadata->>'correlationId' AS correlation FROM es_events WHERE metadata->>'correlationId' LIKE $1`,
      [`fuzz-${SEED}-%`],
    );
    const ok = new Set([...accepted, ...rows.filter(audit).map((r) => r.correlation)]);
    expect(fromFuzz.map((r) => r.correlation).filter((c) => !ok.has(c))).toEqual([]);
    expect(logAfter).toBeGreaterThanOrEqual(logBefore);
  });
});
