import { beforeAll, describe, expect, it } from 'vitest';
import { PRICING_MESSAGES } from '../../domain/pricing/messages';
import { projections } from '../../projections';
import { projectionChecksum } from '../../workers/projections/checksum';
import { atPosition, ORDERS_AS_PLACED, testApp, until } from '../support/test-app';
import { appendFixture, DOUBLE_PRICES, WHAT_IF_EXPECTED, WHAT_IF_FIXTURE_PERIOD, whatIfFixture } from '../support/what-if-events';

/**
 * What-if pricing replays (issue #32): a practice administrator replays a past period of the
 * practice's orders under another strategy; a worker folds the log through the price calculator
 * into the replay's own tables (never a live read model); the figures per month and brand match
 * the ones worked out by hand for the fixture; staff and other practices never see it; bad input
 * is refused next to its field and changes nothing.
 */
const t = testApp({ env: ORDERS_AS_PLACED });
const { platform, call, signInAll, eventsOf, eventCount } = t;
let admin: string, staff: string, adminB: string, staffB: string, patient: string, csr: string;

const REQUEST = '/api/what-if/request';
const body = (over: Record<string, unknown> = {}) => ({ name: 'Double prices', ...WHAT_IF_FIXTURE_PERIOD, strategy: DOUBLE_PRICES, ...over });
const LIVE = projections.filter((p) => ['orders', 'order_status_report', 'sales_dashboard', 'pricing', 'catalog', 'customers', 'prescriptions'].includes(p.name));
const liveChecksums = () => Promise.all(LIVE.map((p) => projectionChecksum(platform.infra.sql, p, 'rm')));

beforeAll(async () => {
  ({ admin, staff, adminB, staffB, patient, csr } = await signInAll('admin', 'staff', 'adminB', 'staffB', 'patient', 'csr'));
  await appendFixture(platform.infra.store, whatIfFixture({ practiceId: 'PR-1001', locationId: 'LOC-1001-A', otherPracticeId: 'PR-2002' }));
  await platform.projections.caughtUp(30_000);
}, 60_000);

const listOf = async (token: string) => {
  const r = await call('/api/what-if/runs', undefined, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { total: number; whatIfs: { jobId: string; status: string; name: string; description: string[] }[]; locations: { locationId: string }[]; currentMonth: string };
};

describe('what-if: asking', () => {
  it.each([
    [{ fromMonth: '2025-13' }, 'fromMonth', 'Choose a month (MM/YYYY).'],
    [{ fromMonth: '2025-04', toMonth: '2025-02' }, 'toMonth', 'The first month must not be after the last.'],
    [{ toMonth: '2099-01' }, 'toMonth', 'Choose a period that has begun: the latest month is'],
    [{ fromMonth: '2020-01', toMonth: '2025-03' }, 'fromMonth', 'Choose a period of at most 36 months.'],
    [{ strategy: { markupType: 'percentage', tiered: false, markupValue: 50 } }, 'strategy.markupValue', PRICING_MESSAGES.markupNegative],
    [{ strategy: { markupType: 'dollar', tiered: true, unitMarkupValue: 1, semiAnnualMarkupValue: null, annualMarkupValue: 2 } }, 'strategy.semiAnnualMarkupValue', PRICING_MESSAGES.markupRequired],
    [{ rules: [{ scope: 'brand', markupType: 'price', tiered: false, markupValue: 10 }] }, 'rules.0.scopeId', PRICING_MESSAGES.scopeIdRequired],
    [{ locationIds: ['LOC-2002-A'] }, 'locationIds', 'Choose locations of your practice.'],
  ])('refuses %j next to %s and appends nothing', async (over, field, words) => {
    const before = await eventCount('AnalysisJobRequested');
    const r = await call(REQUEST, body(over), admin);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.fieldErrors[field]).toContain(words);
    expect(await eventCount('AnalysisJobRequested')).toBe(before);
  });

  it('is for practice administrators only: staff, patients and CSRs get 403 everywhere', async () => {
    for (const token of [staff, patient, csr]) {
      expect((await call(REQUEST, body(), token)).status).toBe(403);
      expect((await call('/api/what-if/runs', undefined, token)).status).toBe(403);
      expect((await call('/api/what-if/result?jobId=x', undefined, token)).status).toBe(403);
      expect((await call('/api/what-if/delete', { jobId: 'x' }, token)).status).toBe(403);
    }
  });

  it('offers the practice’s locations and the latest month a period may end', async () => {
    const list = await listOf(admin);
    expect(list.locations.map((l) => l.locationId).sort()).toEqual(['LOC-1001-A', 'LOC-1001-B']);
    expect(list.currentMonth).toMatch(/^\d{4}-\d{2}$/);
  });
});

describe('what-if: a replay of February and March 2025 at twice the cost', () => {
  let jobId: string;
  let before: string[];

  beforeAll(async () => {
    before = await liveChecksums();
    const r = await call(REQUEST, body(), admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    jobId = r.body.jobId;
    expect(r.body.label).toBe('Double prices · Feb 2025 – Mar 2025');
    const list = await until(() => listOf(admin), (l) => ['ready', 'failed'].includes(l.whatIfs.find((w) => w.jobId === jobId)?.status ?? ''), 60_000);
    expect(list.whatIfs.find((w) => w.jobId === jobId)).toMatchObject({ status: 'ready', name: 'Double prices', description: ['Percentage: a 100% markup on every product.'] });
  }, 90_000);

  it('gives the figures per month and brand, as they were and as they would have been, as worked out by hand', async () => {
    const r = await call(`/api/what-if/result?jobId=${jobId}`, undefined, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.months).toEqual(WHAT_IF_EXPECTED.months);
    expect(r.body.rows).toEqual(WHAT_IF_EXPECTED.rows);
    expect(r.body.totals).toEqual(WHAT_IF_EXPECTED.totals);
    expect(r.body.ordersReplayed).toBe(3);
    expect(r.body.whatIf).toMatchObject({ jobId, fromMonth: '2025-02', toMonth: '2025-03', strategy: { markupType: 'percentage', markupValue: 200 } });
  });

  it('pages its rows', async () => {
    const r = await call(`/api/what-if/result?jobId=${jobId}&limit=2&offset=2`, undefined, admin);
    expect([r.body.total, r.body.rows.length, r.body.rows[0].brandName]).toEqual([3, 1, 'Beta Test']);
  });

  it('never touched the live read models', async () => {
    expect(await liveChecksums()).toEqual(before);
  });

  it('records who asked and each step of its run', async () => {
    const events = await eventsOf(`analysis-job-${jobId}`);
    expect(events[0]).toMatchObject({ type: 'AnalysisJobRequested', data: { kind: 'what-if', practiceId: 'PR-1001' }, metadata: { actor: { customerGroup: 'Practice' } } });
    expect(events.filter((e) => e.type === 'AnalysisJobCompleted')).toHaveLength(1);
    expect(events.find((e) => e.type === 'AnalysisJobCompleted')!.data.result).toMatchObject({ ordersReplayed: 3, rows: 3 });
  });

  it('is never seen by another practice: not listed, its figures and its deletion are 404', async () => {
    expect((await listOf(adminB)).whatIfs.some((w) => w.jobId === jobId)).toBe(false);
    const result = await call(`/api/what-if/result?jobId=${jobId}`, undefined, adminB);
    expect([result.status, result.body.code]).toEqual([404, 'WHAT_IF_NOT_FOUND']);
    expect(result.text).not.toContain('Alpha Test');
    const n = (await eventsOf(`analysis-job-${jobId}`)).length;
    expect((await call('/api/what-if/delete', { jobId }, adminB)).status).toBe(404);
    expect((await call('/api/what-if/delete', { jobId }, staffB)).status).toBe(403);
    expect((await eventsOf(`analysis-job-${jobId}`)).length).toBe(n);
  });

  it('is deleted: its figures go, and the rows of its own tables with them', async () => {
    const r = await call('/api/what-if/delete', { jobId }, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const gone = await call(`/api/what-if/result?jobId=${jobId}`, undefined, { token: admin, headers: atPosition(r.body.position) });
    expect([gone.status, gone.body.message]).toEqual([404, 'This what-if no longer exists: it was deleted, or it never did. Choose another one from the list.']);
    await until(() => eventsOf(`analysis-job-${jobId}`), (evs) => evs.some((e) => e.type === 'AnalysisJobOutputRemoved'), 30_000);
    const { rows } = await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM what_if.rows WHERE job_id = $1`, [jobId]);
    expect(rows[0]!.n).toBe(0);
    expect((await call('/api/what-if/delete', { jobId }, admin)).status).toBe(404);
  });
});
