import { beforeAll, describe, expect, it } from 'vitest';
import { forgetLogStart } from '../../infra/event-store/log-start';
import { ORDERS_AS_PLACED, type Reply, testApp, until } from '../support/test-app';
import { appendFixture, DOUBLE_PRICES, whatIfFixture } from '../support/what-if-events';
import { AUTH_EXPECTATIONS, type MatrixRole } from './auth-expectations';
import { operationsOf } from './openapi-operations';
import { roleTokens } from './tenants';

/**
 * Issue #32, the new routes against the other practice's data: Clearview (own) and Lakeside (other)
 * each have a built snapshot and a finished what-if. Every time-travel and what-if operation of
 * /api/openapi.json is called by every role of the own practice with the OTHER practice's job and
 * snapshot ids. It holds when no answer carries anything of the other practice's jobs (their ids,
 * labels, figures), no call appends to their streams, and — so that the probe can see a leak —
 * the same calls with the own ids answer 2xx with the own data to the roles allowed.
 */
const t = testApp({ env: ORDERS_AS_PLACED });
const { platform, call, signInAll } = t;
type Ids = { snapshotJobId: string; snapshotId: string; whatIfJobId: string; label: string; whatIfName: string };
let own: Ids;
let other: Ids;
let tokens: Partial<Record<Exclude<MatrixRole, 'anonymous'>, string>> & Record<'staff' | 'admin', string>;
let client = 0;
const nextIp = () => `10.43.0.${++client}`;

async function seed(readerToken: string, adminToken: string, name: string): Promise<Ids> {
  const snap = await call('/api/time-travel/snapshots/request', { asOfDate: '2025-03-20', asOfTime: '23:00' }, readerToken);
  expect(snap.status, JSON.stringify(snap.body)).toBe(200);
  const whatIf = await call('/api/what-if/request', { name, fromMonth: '2025-02', toMonth: '2025-03', strategy: DOUBLE_PRICES }, adminToken);
  expect(whatIf.status, JSON.stringify(whatIf.body)).toBe(200);
  await until(() => call('/api/what-if/runs', undefined, adminToken), (r) => r.body.whatIfs.find((w: { jobId: string }) => w.jobId === whatIf.body.jobId)?.status === 'ready', 60_000);
  await until(() => call('/api/time-travel/snapshots', undefined, readerToken), (r) => r.body.snapshots.find((s: { jobId: string }) => s.jobId === snap.body.jobId)?.status === 'ready', 60_000);
  return { snapshotJobId: snap.body.jobId, snapshotId: snap.body.snapshotId, whatIfJobId: whatIf.body.jobId, label: whatIf.body.label, whatIfName: name };
}

/** Each new operation with a tenant's ids: the path and query or body a user would send. */
function requestOf(key: string, ids: Ids): { path: string; body?: unknown } {
  switch (key) {
    case 'POST /api/time-travel/snapshots/request':
      return { path: '/api/time-travel/snapshots/request', body: { asOfDate: '2025-02-14', asOfTime: '12:00' } };
    case 'POST /api/time-travel/snapshots/delete':
      return { path: '/api/time-travel/snapshots/delete', body: { jobId: ids.snapshotJobId } };
    case 'GET /api/time-travel/snapshots':
      return { path: '/api/time-travel/snapshots' };
    case 'GET /api/time-travel/compare/sales':
      return { path: `/api/time-travel/compare/sales?asOf=${ids.snapshotId}&from=2025-02-01&to=2025-03-31` };
    case 'GET /api/time-travel/compare/order-status':
      return { path: `/api/time-travel/compare/order-status?asOf=${ids.snapshotId}` };
    case 'POST /api/what-if/request':
      return { path: '/api/what-if/request', body: { name: 'Probe', fromMonth: '2025-02', toMonth: '2025-02', strategy: DOUBLE_PRICES } };
    case 'POST /api/what-if/delete':
      return { path: '/api/what-if/delete', body: { jobId: ids.whatIfJobId } };
    case 'GET /api/what-if/runs':
      return { path: '/api/what-if/runs' };
    case 'GET /api/what-if/result':
      return { path: `/api/what-if/result?jobId=${ids.whatIfJobId}` };
    default:
      throw new Error(`${key}: a new analysis operation this test does not know`);
  }
}

const streamCounts = async (ids: Ids) => {
  const { rows } = await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE stream_id IN ($1, $2)`, [`analysis-job-${ids.snapshotJobId}`, `analysis-job-${ids.whatIfJobId}`]);
  return rows[0]!.n;
};

beforeAll(async () => {
  await appendFixture(platform.infra.store, whatIfFixture({ practiceId: 'PR-1001', locationId: 'LOC-1001-A', otherPracticeId: 'PR-2002' }));
  forgetLogStart(platform.infra.store, platform.infra.sql);
  await platform.projections.caughtUp(30_000);
  const { staffB, adminB, patient } = await signInAll('staffB', 'adminB', 'patient');
  const me = await call('/api/customer/get', {}, patient);
  tokens = await roleTokens(t, nextIp, { accountNumber: me.body.accountNumber, reason: 'Analysis tenants' });
  own = await seed(tokens.staff, tokens.admin, 'Clearview doubles');
  other = await seed(staffB, adminB, 'Lakeside doubles');
}, 180_000);

describe('time travel and what-if across practices', () => {
  let operations: string[] = [];
  const results: { key: string; role: string; tenant: 'own' | 'other'; reply: Reply }[] = [];

  beforeAll(async () => {
    operations = operationsOf((await call('/api/openapi.json')).body).operations.map((o) => o.key).filter((k) => /\/api\/(time-travel|what-if)\//.test(k));
    const before = await streamCounts(other);
    // Deletions last, so the own practice's reads see its data first.
    const ordered = [...operations].sort((a, b) => Number(a.includes('/delete')) - Number(b.includes('/delete')));
    for (const tenant of ['other', 'own'] as const) {
      for (const key of ordered) {
        for (const [role, token] of Object.entries(tokens).filter((e): e is [string, string] => e[1] !== undefined)) {
          const { path, body } = requestOf(key, tenant === 'own' ? own : other);
          results.push({ key, role, tenant, reply: await call(path, body, { token, method: key.startsWith('GET') ? 'GET' : 'POST', ip: nextIp() }) });
        }
      }
      if (tenant === 'other') expect(await streamCounts(other)).toBe(before);
    }
  }, 180_000);

  it('covers every new operation, each classified in the authorization table', () => {
    expect(operations.sort()).toEqual(Object.keys(AUTH_EXPECTATIONS).filter((k) => /\/api\/(time-travel|what-if)\//.test(k)).sort());
    expect(operations).toHaveLength(9);
  });

  it('reads nothing of the other practice’s snapshots and what-ifs: 0 cross-tenant reads', () => {
    const secrets = [other.snapshotId, other.snapshotJobId, other.whatIfJobId, other.whatIfName];
    const leaks = results.filter((r) => r.tenant === 'other' && r.reply.status < 300 && secrets.some((s) => r.reply.text.includes(s)));
    expect(leaks.map((r) => `${r.key} as ${r.role}: ${r.reply.status}`)).toEqual([]);
    // The id-bearing reads and deletions of the other practice's jobs are refused outright.
    const idBearing = results.filter((r) => r.tenant === 'other' && /compare|result|delete/.test(r.key));
    expect(idBearing.filter((r) => r.reply.status < 300).map((r) => `${r.key} as ${r.role}: ${r.reply.status}`)).toEqual([]);
  });

  it('lets each role through exactly as the table says (own ids), its reads answering with the own data', () => {
    const wrong: string[] = [];
    for (const r of results.filter((x) => x.tenant === 'own')) {
      const allowed = AUTH_EXPECTATIONS[r.key]!.allow.split(' ').includes(r.role);
      // Let through: anything but 401/403 (a second request for one moment is a 409, a second deletion a 404).
      const refused = r.reply.status === 401 || r.reply.status === 403;
      if (allowed === refused) wrong.push(`${r.key} as ${r.role}: ${r.reply.status} ${r.reply.body?.code ?? ''}`);
    }
    expect(wrong).toEqual([]);
    const reads = results.filter((r) => r.tenant === 'own' && r.key.startsWith('GET') && r.reply.status === 200);
    expect(reads.length).toBeGreaterThanOrEqual(5);
    expect(reads.filter((r) => r.key.includes('what-if')).every((r) => r.reply.text.includes(own.whatIfJobId))).toBe(true);
    expect(reads.filter((r) => r.key.includes('time-travel')).every((r) => r.reply.text.includes(own.snapshotId))).toBe(true);
  });
});
