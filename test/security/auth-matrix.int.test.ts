import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Reply } from '../support/test-app';
import { AUTH_EXPECTATIONS, DISTRIBUTOR_ROLES, type MatrixRole, ROLES } from './auth-expectations';
import { type Operation, operationsOf, sampleBody, sampleUrl, type Schema, type TenantIds } from './openapi-operations';
import { recordReply } from './reply-hygiene';
import { enrollingAnalyst, roleTokens, seedTenant, tenantSecrets } from './tenants';

/**
 * Issue #21, generated authorization matrix: every operation of /api/openapi.json × anonymous,
 * patient, staff, practice administrator, CSR, a CSR impersonating the patient, analyst, operator and
 * an analyst's first session before the second factor (issues #32, #33) × the own practice's real ids
 * and the other practice's. It holds when
 * - no route that declares bearer security answers an anonymous caller with 2xx;
 * - each role is let through exactly the routes auth-expectations.ts lists for it (own ids);
 * - no answer to a user of one practice holds the other practice's data (its accounts, e-mails,
 *   names, record ids, addresses) beyond what the request sent, and no such call appends an event
 *   to the other practice's streams;
 * - no answer to an analyst or an operator, with either practice's ids, holds any practice's
 *   personal data: 0 identified reads (D-741);
 * - every operation is classified in auth-expectations.ts (a new route fails until it is).
 */
// Analysts and operators sign in with a texted code on each fresh session; the matrix asks for many.
const t = testApp({ env: { VERIFICATION_CODES_PER_HOUR: '1000' } });
const { platform, call } = t;
const fileStart = Date.now();
afterAll(() => console.log(`tests done at ${Date.now() - fileStart} ms`));

type Tenant = 'own' | 'other';
interface Result { op: Operation; role: MatrixRole; tenant: Tenant; status: number; code?: string; correlation: string; sent: string; text: string }

let operations: Operation[] = [];
let resolve: (s: Schema | undefined) => Schema | undefined;
let ids: Record<Tenant, TenantIds>;
let otherSecrets: string[];
let allSecrets: string[];
let enrolling: { email: string; password: string };
const results: Result[] = [];
let callsMade = 0;
let client = 0;
const nextIp = () => `10.42.${Math.floor(++client / 250) % 250}.${(client % 250) + 1}`;

/** A new token per role on every call: new sessions, for the routes that end or renew the caller's. */
async function tokensFor(): Promise<Record<MatrixRole, string | undefined>> {
  const tokens = await roleTokens(t, nextIp, { accountNumber: ids.own.accountNumber, reason: 'Authorization matrix' }, enrolling);
  return { anonymous: undefined, enrolling: undefined, ...tokens };
}

/** One call; GET /api/live is a server-sent event stream, read over HTTP up to its status. */
async function send(op: Operation, token: string | undefined, tenant: Tenant, correlation: string): Promise<Reply> {
  const url = sampleUrl(op, resolve, ids[tenant]);
  const headers: Record<string, string> = { 'x-correlation-id': correlation };
  callsMade++;
  if (op.key === 'GET /api/live') {
    // An open stream would keep the server from closing: the socket is destroyed once the status is in.
    const { status, text } = await new Promise<{ status: number; text: string }>((done, fail) => {
      const req = get(`${platform.url}${url}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }, (res) => {
        if (res.statusCode === 200) {
          req.destroy();
          done({ status: 200, text: '' });
          return;
        }
        let body = '';
        res.on('data', (c) => (body += String(c)));
        res.on('end', () => done({ status: res.statusCode ?? 0, text: body }));
      });
      req.on('error', fail);
    });
    return { status, body: text ? JSON.parse(text) : undefined, text, headers: {} };
  }
  return call(url, sampleBody(op, resolve, ids[tenant]), { method: op.method as 'GET' | 'POST', ip: nextIp(), headers, ...(token ? { token } : {}) });
}

/** The other practice's secrets in a 2xx reply, beyond what the request sent. */
function leaksIn(r: Result, secrets: string[]): string[] {
  if (r.status < 200 || r.status >= 300) return [];
  const text = r.text.toLowerCase();
  const sent = r.sent.toLowerCase();
  return secrets.filter((s) => text.includes(s.toLowerCase()) && !sent.includes(s.toLowerCase()));
}

async function runOperations(ops: Operation[], tokens: Record<MatrixRole, string | undefined>, tenants: readonly Tenant[] = ['own', 'other']) {
  const jobs: (() => Promise<void>)[] = [];
  for (const op of ops) {
    for (const tenant of tenants) {
      for (const role of ROLES) {
        jobs.push(async () => {
          const correlation = `matrix-${results.length}-${Math.random().toString(36).slice(2, 8)}`;
          const r = await send(op, tokens[role], tenant, correlation);
          recordReply(op.key, r);
          const sent = sampleUrl(op, resolve, ids[tenant]) + JSON.stringify(sampleBody(op, resolve, ids[tenant]) ?? '');
          const keep = (tenant === 'other' || DISTRIBUTOR_ROLES.includes(role)) && r.status >= 200 && r.status < 300;
          results.push({ op, role, tenant, status: r.status, code: r.body?.code, correlation, sent: keep ? sent : '', text: keep ? r.text : '' });
        });
      }
    }
  }
  // Parallel batches: one app, many calls in flight (CI-sized).
  const t0 = Date.now();
  for (let i = 0; i < jobs.length; i += 24) await Promise.all(jobs.slice(i, i + 24).map((j) => j()));
  if (jobs.length > 50) console.log(`${jobs.length} calls in ${Date.now() - t0} ms`);
}

beforeAll(async () => {
  const seeding = Date.now();
  ({ operations, resolve } = operationsOf((await call('/api/openapi.json')).body));
  const [own, other] = [await seedTenant(t, { patient: 'patient', staff: 'staff' }), await seedTenant(t, { patient: 'patientB', staff: 'staffB' }, '5555555555554444')];
  ids = { own: own.ids, other: other.ids };
  otherSecrets = await tenantSecrets(t, other.ids, own.ids);
  allSecrets = [...otherSecrets, ...(await tenantSecrets(t, own.ids, other.ids))];
  enrolling = await enrollingAnalyst(t);

  console.log(`seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  const started = Date.now();
  const known = operations.filter((o) => AUTH_EXPECTATIONS[o.key]);
  const shared = await tokensFor();
  // Routes that end or renew the caller's session run last, each role with a session of its own;
  // routes that may change the fixture (deactivations, sign-in attempts) run after the others.
  await runOperations(known.filter((o) => !AUTH_EXPECTATIONS[o.key]!.last && !AUTH_EXPECTATIONS[o.key]!.freshSession), shared);
  for (const op of known.filter((o) => AUTH_EXPECTATIONS[o.key]!.freshSession)) {
    for (const tenant of ['own', 'other'] as const) await runOperations([op], await tokensFor(), [tenant]);
  }
  for (const phase of [1, 2, 3]) await runOperations(known.filter((o) => AUTH_EXPECTATIONS[o.key]!.last === phase), shared);
  console.log(`authorization matrix: ${operations.length} operations, ${callsMade} calls in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 240_000);

describe('authorization matrix over /api/openapi.json', () => {
  it('classifies every operation of the document, and only those', () => {
    const keys = operations.map((o) => o.key);
    expect(operations.length).toBeGreaterThan(150);
    expect(keys.filter((k) => !AUTH_EXPECTATIONS[k]), 'operations missing from test/security/auth-expectations.ts').toEqual([]);
    expect(Object.keys(AUTH_EXPECTATIONS).filter((k) => !keys.includes(k)), 'expectations of operations the document no longer has').toEqual([]);
    for (const op of operations) expect(op.bearer, `${op.key}: bearer security in the document vs auth-expectations.ts`).toBe(AUTH_EXPECTATIONS[op.key]!.allow !== 'public');
  });

  it('answers no anonymous call to a route that declares bearer security with 2xx (401 every time)', () => {
    const anonymous = results.filter((r) => r.role === 'anonymous' && r.op.bearer);
    expect(anonymous.length).toBeGreaterThan(250);
    expect(anonymous.filter((r) => r.status !== 401).map((r) => `${r.op.key} ${r.tenant}: ${r.status}`)).toEqual([]);
  });

  it('lets each role through exactly the routes listed for it (own practice ids)', () => {
    const wrong: string[] = [];
    for (const r of results.filter((x) => x.tenant === 'own' && x.role !== 'anonymous')) {
      const rule = AUTH_EXPECTATIONS[r.op.key]!;
      if (rule.allow === 'public') continue;
      const allowed = rule.allow.split(' ').includes(r.role);
      // A session owing its second factor is refused with its own code where its group is admitted (D-742).
      const refused = (r.status === 401 && r.code === 'UNAUTHORIZED') || (r.status === 403 && (r.code === 'FORBIDDEN' || (r.role === 'enrolling' && r.code === 'SECOND_FACTOR_REQUIRED')));
      if (allowed === refused) wrong.push(`${r.op.key} as ${r.role}: ${r.status} ${r.code ?? ''} (${allowed ? 'allowed' : 'refused'} in the table)`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers an analyst or an operator with no practice’s personal data: 0 identified reads (D-741)', () => {
    const theirs = results.filter((r) => DISTRIBUTOR_ROLES.includes(r.role));
    const answered = theirs.filter((r) => r.status >= 200 && r.status < 300);
    const identified = answered.filter((r) => leaksIn(r, allSecrets).length > 0);
    console.log(`distributor staff: ${theirs.length} calls, ${answered.length} answered 2xx (${[...new Set(answered.map((r) => r.op.key))].length} operations), ${identified.length} identified reads`);
    expect(allSecrets.length).toBeGreaterThan(20);
    expect(answered.length).toBeGreaterThan(10);
    expect(identified.map((r) => `${r.op.key} as ${r.role} (${r.tenant}): holds ${leaksIn(r, allSecrets).join(', ')}`)).toEqual([]);
  });

  it('answers no user of one practice with the other practice’s data', async () => {
    const crossTenant = results.filter((r) => r.tenant === 'other' && r.role !== 'csr' && r.role !== 'anonymous');
    expect(crossTenant.length).toBeGreaterThan(500);
    expect(otherSecrets.length).toBeGreaterThan(10);
    // An address the practice itself typed into an access request is its own knowledge (D-523: it sees what it typed).
    const { rows } = await platform.infra.sql.query<{ email: string }>(`SELECT DISTINCT lower(data->>'patientEmail') AS email FROM es_events WHERE type = 'AccessRequestCreated' AND data->>'practiceId' = $1`, [ids.own.practiceId]);
    const typed = new Set(rows.map((r) => r.email));
    const secrets = otherSecrets.filter((s) => !typed.has(s.toLowerCase()));
    expect(crossTenant.filter((r) => leaksIn(r, secrets).length).map((r) => `${r.op.key} as ${r.role}: ${r.status} holds ${leaksIn(r, secrets).join(', ')}`)).toEqual([]);
    // The check can see a leak: the same calls with the own practice's ids do return data.
    const ownWithData = results.filter((r) => r.tenant === 'own' && r.role === 'staff' && r.status === 200 && r.op.method === 'GET');
    expect(ownWithData.length).toBeGreaterThan(10);
  });

  it('appends nothing to the other practice’s streams on behalf of a user of this one', async () => {
    const calls = results.filter((r) => r.tenant === 'other' && r.role !== 'csr');
    const { rows } = await platform.infra.sql.query<{ stream_id: string; type: string; correlation: string }>(
      `SELECT stream_id, type, metadata->>'correlationId' AS correlation FROM es_events WHERE metadata->>'correlationId' = ANY($1::text[])`,
      [calls.map((c) => c.correlation)],
    );
    const otherIds = Object.values(ids.other).filter((v) => !Object.values(ids.own).includes(v));
    const ownIds = Object.values(ids.own);
    const touched = rows.filter((e) => otherIds.some((id) => e.stream_id.includes(id)) && !ownIds.some((id) => e.stream_id.includes(id)));
    const byCorrelation = new Map(calls.map((c) => [c.correlation, c]));
    expect(touched.map((e) => `${byCorrelation.get(e.correlation)?.op.key} as ${byCorrelation.get(e.correlation)?.role}: ${e.type} in ${e.stream_id}`)).toEqual([]);
    // The same calls with own ids do append (the probe can see an append).
    const own = results.filter((r) => r.tenant === 'own' && r.role === 'staff').map((r) => r.correlation);
    const { rows: ownRows } = await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE metadata->>'correlationId' = ANY($1::text[])`, [own]);
    expect(ownRows[0]!.n).toBeGreaterThan(5);
  });
});
