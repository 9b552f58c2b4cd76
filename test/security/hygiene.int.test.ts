import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKysely } from '../../infra/db/kysely';
import { restoreEventLog } from '../../infra/event-store/restore-log';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { createApiServer } from '../../infra/http/create-api-server';
import { CHECKPOINTS_DDL } from '../../infra/read-models/checkpoints';
import type { ReadModels } from '../../infra/read-models/tables';
import { serveWebApp } from '../../main/web-app';
import { projections } from '../../projections';
import { writeEventExport } from '../../workers/cli/events-export';
import { projectionChecksum } from '../../workers/projections/checksum';
import { rebuildProjection } from '../../workers/projections/rebuild';
import { freshDatabase, type TestDatabase } from '../support/database';
import { sandboxHelpers } from '../support/payments-sandbox';
import { testApp, type Reply } from '../support/test-app';
import { stackOrSqlIn } from './reply-hygiene';
import { seedTenant } from './tenants';

/**
 * Issue #21, hygiene kept by tests: security headers on pages and on the API, CORS for the
 * configured origin only, no stack trace or SQL in an error reply, no card number anywhere after a
 * card checkout (event log, every read-model table, the logs), and a backup / restore: the log's
 * NDJSON backup loaded into an empty database and rebuilt gives the source's read models.
 */
const APP_ORIGIN = 'https://app.lensloop.test';

/** Everything the process prints (from before the platform starts) and the API's request log. */
const printed: string[] = [];
const requestLog: string[] = [];
const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
beforeAll(() => {
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => (printed.push(String(chunk)), writes.out(chunk as string, ...(rest as [])))) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown, ...rest: unknown[]) => (printed.push(String(chunk)), writes.err(chunk as string, ...(rest as [])))) as typeof process.stderr.write;
});
afterAll(() => {
  process.stdout.write = writes.out;
  process.stderr.write = writes.err;
});

const t = testApp({ env: { APP_ORIGIN }, logStream: { write: (line) => void requestLog.push(line) } });
const { platform, call } = t;

interface InjectOptions { method: 'GET' | 'POST' | 'OPTIONS'; url: string; payload?: string; headers?: Record<string, string> }
const inject = async (opts: InjectOptions, app: FastifyInstance = platform.app): Promise<Reply> => {
  const res = await app.inject(opts);
  let body: unknown;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, text: res.body, body, headers: res.headers };
};

/** What is wrong with a reply's security headers (empty: nothing). */
function headerProblems(headers: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!.toLowerCase(), values]));
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (!csp) problems.push('no content-security-policy');
  else if (!scripts) problems.push('CSP without script-src or default-src');
  else if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'") || scripts.includes('*')) problems.push(`CSP scripts: ${scripts.join(' ')}`);
  const ancestors = directives.get('frame-ancestors');
  if (!ancestors || !ancestors.every((a) => a === "'self'" || a === "'none'")) problems.push(`frame-ancestors: ${ancestors?.join(' ') ?? 'missing'}`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push(`x-content-type-options: ${String(headers['x-content-type-options'])}`);
  const referrer = String(headers['referrer-policy'] ?? '');
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) problems.push(`referrer-policy: ${referrer || 'missing'}`);
  if (headers['x-powered-by']) problems.push('x-powered-by');
  return problems;
}

describe('security headers', () => {
  it('on the API: answers, refusals and unknown routes', async () => {
    const replies: [string, Reply][] = [
      ['GET /api/health', await call('/api/health')],
      ['GET /api/openapi.json', await call('/api/openapi.json')],
      ['POST /api/customer/get (401)', await call('/api/customer/get', {})],
      ['GET /api/nope (404)', await call('/api/nope')],
      ['POST /api/customer/signin (400)', await call('/api/customer/signin', { email: 1 })],
    ];
    for (const [what, r] of replies) expect(headerProblems(r.headers), what).toEqual([]);
  });

  it('on pages: the web app (index and a client route), the hosted card form, the API docs', async () => {
    // The built web app as production serves it: the same shell, over a build folder of its own.
    const root = await mkdtemp(join(tmpdir(), 'lensloop-web-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
    const web = await createApiServer({ title: 'web', appOrigin: APP_ORIGIN, auth: { secret: 'x'.repeat(32), tokenTtlMs: 60_000, isSessionValid: async () => false }, apps: [], after: (app) => serveWebApp(app, root) });
    try {
      for (const url of ['/', '/patients/list?x=1']) {
        const page = await inject({ method: 'GET', url }, web);
        expect(page.status, url).toBe(200);
        expect(page.text).toContain('<div id="root">');
        expect(headerProblems(page.headers), url).toEqual([]);
      }
    } finally {
      await web.close();
      await rm(root, { recursive: true, force: true });
    }
    const patient = (await seedTenantOnce()).patientToken;
    const { fields } = await sandboxHelpers(t).signature(patient);
    const form = await inject({ method: 'GET', url: `/payments-sandbox/form?${new URLSearchParams(fields)}` });
    expect(form.status).toBe(200);
    expect(form.text).toContain('<form');
    expect(headerProblems(form.headers), 'hosted card form').toEqual([]);
    let docs = await inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; docs.status >= 300 && docs.status < 400 && hops < 3; hops++) {
      const next = new URL(String(docs.headers.location), 'http://localhost/api/docs/');
      docs = await inject({ method: 'GET', url: next.pathname + next.search });
    }
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger');
    expect(headerProblems(docs.headers), 'API docs').toEqual([]);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    inject({ method: 'OPTIONS', url: '/api/customer/signin', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' } });

  it('answers the configured origin only', async () => {
    const own = await preflight(APP_ORIGIN);
    expect(own.status).toBeLessThan(300);
    expect(own.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    for (const origin of ['https://evil.example', 'null', `${APP_ORIGIN}.evil.example`, 'https://evil.example/https://app.lensloop.test', APP_ORIGIN.replace('https', 'http')]) {
      const r = await preflight(origin);
      expect(r.headers['access-control-allow-origin'], origin).toBeUndefined();
      const read = await inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('error replies', () => {
  it('the check itself sees a stack trace and SQL', () => {
    expect(stackOrSqlIn(String(new TypeError('boom').stack))).toBeDefined();
    expect(stackOrSqlIn('error: relation "rm.carts" does not exist')).toBeDefined();
    expect(stackOrSqlIn('syntax error at or near "FROM"')).toBeDefined();
    expect(stackOrSqlIn('duplicate key value violates unique constraint "es_events_pkey"')).toBeDefined();
    expect(stackOrSqlIn('Please select a product from the list.')).toBeUndefined();
  });

  it('show neither, for malformed, oversized, misrouted and refused requests', async () => {
    const big = JSON.stringify({ email: 'a'.repeat(1_200_000) });
    const replies: [string, Reply][] = [
      ['malformed JSON', await inject({ method: 'POST', url: '/api/customer/signin', payload: '{"email":', headers: { 'content-type': 'application/json' } })],
      ['too large', await inject({ method: 'POST', url: '/api/customer/signin', payload: big, headers: { 'content-type': 'application/json' } })],
      ['wrong content type', await inject({ method: 'POST', url: '/api/customer/signin', payload: '<a/>', headers: { 'content-type': 'application/xml' } })],
      ['unknown route', await call('/api/customer/../no-such-route')],
      ['bad query', await call('/api/order/history?limit=-1&offset=abc')],
      ['bad id', await call('/api/customer/isregistered', { email: "' OR 1=1 --" })],
      ['bad token', await call('/api/customer/get', {}, 'not.a.token')],
      ['NUL', await call('/api/customer/isregistered', { email: 'a\u0000@x.com' })],
    ];
    const statuses = replies.map(([, r]) => r.status);
    expect(statuses).toEqual([400, 413, 415, 404, 401, 400, 401, 400]);
    for (const [what, r] of replies) {
      expect(stackOrSqlIn(r.text), `${what}: ${r.text}`).toBeUndefined();
      expect(r.body, what).toMatchObject({ status: r.status, error: true, code: expect.any(String) });
    }
  });

  it('a fault inside a route answers a plain 500: no message, no stack, no SQL (the shell every API uses)', async () => {
    const app = await createApiServer({
      title: 'fault',
      appOrigin: APP_ORIGIN,
      auth: { secret: 'x'.repeat(32), tokenTtlMs: 60_000, isSessionValid: async () => false },
      apps: [{
        plugin: async (a) => {
          a.get('/api/fault', { config: { auth: 'public' } }, async () => {
            throw Object.assign(new Error('syntax error at or near "FROM" in SELECT * FROM es_events WHERE stream_id = $1'), { code: '42601' });
          });
        },
      }],
    });
    try {
      const r = await inject({ method: 'GET', url: '/api/fault' }, app);
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ status: 500, error: true, code: 'INTERNAL', message: expect.any(String) });
      expect(stackOrSqlIn(r.text)).toBeUndefined();
      expect(headerProblems(r.headers)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

let seeded: ReturnType<typeof seedTenant> | undefined;
const seedTenantOnce = () => (seeded ??= seedTenant(t, { patient: 'patient', staff: 'staff' }));

/** 13–19 digits (spaces or dashes between), not inside a longer word or number, that pass Luhn's check. */
function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![\w.-])[2-6](?:[ -]?\d){12,18}(?![\w])/g)) {
    const digits = m[0].replace(/[ -]/g, '');
    if (digits.length < 13 || digits.length > 19) continue;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) found.push(digits);
  }
  return found;
}

describe('no card number stored or logged after a card checkout', () => {
  it('the scan finds card numbers where there are some', () => {
    expect(cardNumbersIn('paid with 4012 8888 8888 1881, then 378282246310005.')).toEqual(['4012888888881881', '378282246310005']);
    expect(cardNumbersIn('************1881 order 01a2200c-bc3c-72ae 4012888888881882')).toEqual([]);
  });

  it('event log, every read-model table, the sandbox’s tables and the logs hold none', async () => {
    const tenant = await seedTenantOnce();
    const { patientToken: patient, ids } = tenant;
    const sandbox = sandboxHelpers(t);
    // The open cart of the fixture, checked out with a new card through the hosted form (saved too).
    for (const [path, body] of [
      ['/api/order/AddDeliveryAddress', { cartId: ids.cartId, address: { name: 'Pat Ient', address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' } }],
      ['/api/order/SetDeliveryMode', { cartId: ids.cartId, deliveryModeId: 'standard', promoCode: null }],
    ] as const) expect((await call(path, body, patient)).status).toBe(200);
    const fields = await sandbox.tokenize('4012888888881881', patient);
    const checkout = await call('/api/order/CheckOut', { cartId: ids.cartId, mode: 'card', token: fields.payment_token, maskedCardNumber: fields.req_card_number, cardType: fields.req_card_type, saveCard: true }, patient);
    expect(checkout.status, checkout.text).toBe(200);
    expect(checkout.body.payment).toMatchObject({ type: 'card', maskedCardNumber: '************1881' });
    await platform.projections.caughtUp(30_000);

    const sql = platform.infra.sql;
    const grab = async (query: string) => JSON.stringify((await sql.query(query)).rows);
    const { rows: tables } = await sql.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE (table_schema = 'rm' OR table_schema LIKE 'rm\\_%' OR table_name LIKE 'payments_sandbox%') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
    );
    expect(tables.filter((t) => t.schema === 'rm').length).toBeGreaterThan(20);
    const haystacks: [string, string][] = [['es_events', await grab('SELECT stream_id, type, data, metadata FROM es_events')]];
    for (const { schema, name } of tables) haystacks.push([`${schema}.${name}`, await grab(`SELECT * FROM "${schema}"."${name}"`)]);
    haystacks.push(['request log', requestLog.join('')], ['printed', printed.join('')]);
    // The scan sees the payment: the masked number is stored, and the request log has lines.
    expect(haystacks[0]![1]).toContain('************1881');
    expect(requestLog.length).toBeGreaterThan(10);
    const found = haystacks.flatMap(([where, text]) => cardNumbersIn(text).map((n) => `${where}: ${n.slice(0, 6)}…${n.slice(-4)}`));
    console.log(`card-number scan: ${haystacks.length} places (${tables.length} tables, the event log, ${requestLog.length} log lines), ${found.length} found`);
    expect(found).toEqual([]);
  });
});

describe('backup and restore', () => {
  let target: TestDatabase | undefined;
  afterAll(async () => {
    await target?.drop();
  });

  it('the NDJSON backup of the log, restored into an empty database and rebuilt, gives the source’s read models', async () => {
    await seedTenantOnce();
    await platform.projections.caughtUp(30_000);
    const chunks: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (chunks.push(String(chunk)), done()) });
    const exported = await writeEventExport(platform.infra.store, {}, sink, { redact: false });
    const backup = chunks.join('');
    expect(backup.split('\n').filter(Boolean)).toHaveLength(exported);
    expect(backup).toContain('$argon2id$');

    target = await freshDatabase();
    const store = new PostgresEventStore(target.client);
    await store.init();
    await target.client.exec(CHECKPOINTS_DDL);
    const restored = await restoreEventLog(target.client, backup.split('\n'));
    expect(restored.events).toBe(exported);
    // The log itself is the same, event for event, in the same read order (transaction, then position).
    const ids = backup.split('\n').filter(Boolean).map((l) => String(JSON.parse(l).eventId));
    const logOf = async (db: TestDatabase['client']) =>
      (await db.query(`SELECT global_position::text AS position, event_id::text AS id, stream_id, stream_position::text AS version, type, data::text, metadata::text FROM es_events WHERE event_id::text = ANY($1::text[]) ORDER BY es_events.transaction_id, es_events.global_position`, [ids])).rows;
    const copy = await logOf(target.client);
    expect(copy).toHaveLength(exported);
    expect(copy).toEqual(await logOf(platform.infra.sql));
    // A backup goes into an empty store only.
    await expect(restoreEventLog(target.client, [])).rejects.toThrow(/not empty/);

    const db = createKysely<ReadModels>(target.client);
    const differing: string[] = [];
    for (const projection of projections) {
      await rebuildProjection({ sql: target.client, db, store, projection, schema: 'rm', intoSchema: 'restored' });
      const [source, copy] = await Promise.all([projectionChecksum(platform.infra.sql, projection, 'rm'), projectionChecksum(target.client, projection, 'restored')]);
      if (source !== copy) differing.push(`${projection.name}: ${source} ≠ ${copy}`);
    }
    await store.close();
    console.log(`backup/restore: ${exported} events, ${restored.streams} streams, ${projections.length} read models compared`);
    expect(differing).toEqual([]);
  });
});
