import { beforeAll, describe, expect, it } from 'vitest';
import { forgetLogStart } from '../../infra/event-store/log-start';
import { listSnapshots } from '../../infra/read-models/snapshots';
import { atPosition, ORDERS_AS_PLACED, testApp, until } from '../support/test-app';
import { appendFixture, whatIfFixture } from '../support/what-if-events';

/**
 * Time travel from the Reports screens (issue #32): a practice user who may read the reports asks
 * for them as of a moment on the practice's clock; a worker builds the snapshot with the as-of
 * machinery (progress recorded on the job's stream); both reports then compare it with today;
 * everyone of the practice sees and may delete it, nobody else finds it; bad input changes nothing.
 *
 * The practice's history (Clearview, PR-1001, Texas): the what-if fixture's orders of February and
 * March 2025. As of Mar 20 2025 11 PM (Central), order SO-WIF-3 was new and SO-WIF-5 not placed yet;
 * today SO-WIF-3 is cancelled and SO-WIF-5 was placed on Mar 31.
 */
// The fixture's orders stay as the log says (no fulfilment worker moving them on).
const t = testApp({ env: ORDERS_AS_PLACED });
const { platform, call, signInAll, eventsOf, eventCount } = t;
let staff: string, admin: string, staffB: string, adminB: string, patient: string, csr: string;

const REQUEST = '/api/time-travel/snapshots/request';
const DELETE = '/api/time-travel/snapshots/delete';
const LIST = '/api/time-travel/snapshots';
const MARCH = 'from=2025-03-01&to=2025-03-31';

beforeAll(async () => {
  ({ staff, admin, staffB, adminB, patient, csr } = await signInAll('staff', 'admin', 'staffB', 'adminB', 'patient', 'csr'));
  await appendFixture(platform.infra.store, whatIfFixture({ practiceId: 'PR-1001', locationId: 'LOC-1001-A', otherPracticeId: 'PR-2002' }));
  forgetLogStart(platform.infra.store, platform.infra.sql);
  await platform.projections.caughtUp(30_000);
}, 60_000);

const listOf = async (token: string) => {
  const r = await call(LIST, undefined, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { timeZone: string; earliest: string | null; total: number; snapshots: { jobId: string; snapshotId: string; status: string; label: string; requestedBy: { name: string }; progress: { done: number; total: number } }[] };
};
const ready = (jobId: string) => until(() => listOf(staff), (l) => ['ready', 'failed'].includes(l.snapshots.find((s) => s.jobId === jobId)?.status ?? ''), 60_000);

describe('time travel: asking for a snapshot', () => {
  it('gives the form its bounds: the practice’s clock and where the history starts', async () => {
    const list = await listOf(staff);
    expect(list.timeZone).toBe('America/Chicago');
    expect(list.earliest).toBe('2024-12-01T00:00:00.000Z');
  });

  it.each([
    [{ asOfDate: '2025-13-40' }, 400, 'asOfDate', 'Enter a real date (MM/DD/YYYY).'],
    [{ asOfDate: '' }, 400, 'asOfDate', 'Enter the date to look back to.'],
    [{ asOfDate: '2025-03-20', asOfTime: '7pm' }, 400, 'asOfTime', 'Enter a time as HH:MM (for example 15:30), or leave it empty for the end of the day.'],
    [{ asOfDate: '2099-01-01', asOfTime: '10:00' }, 400, 'asOfDate', 'That day is still to come: choose'],
    [{ asOfDate: '2024-06-01' }, 400, 'asOfDate', 'Your history starts on 11/30/2024 6:00 PM: choose that moment or later.'],
  ])('refuses %j with the words next to the field, and changes nothing', async (body, status, field, words) => {
    const before = await eventCount('AnalysisJobRequested');
    const r = await call(REQUEST, body, staff);
    expect(r.status).toBe(status);
    expect(r.body.fieldErrors[field]).toContain(words);
    expect(await eventCount('AnalysisJobRequested')).toBe(before);
    expect(await eventCount('ReportSnapshotKeyClaimed')).toBe(0);
  });

  it('refuses patients and CSRs (403) before reading anything', async () => {
    for (const token of [patient, csr]) {
      expect((await call(REQUEST, { asOfDate: '2025-03-20' }, token)).status).toBe(403);
      expect((await call(LIST, undefined, token)).status).toBe(403);
    }
  });
});

describe('time travel: build, compare, share, delete', () => {
  let jobId: string;
  let snapshotId: string;

  beforeAll(async () => {
    // Two requests for the same moment at once: exactly one wins, the other is refused and appends nothing.
    const [a, b] = await Promise.all([call(REQUEST, { asOfDate: '2025-03-20', asOfTime: '23:00' }, staff), call(REQUEST, { asOfDate: '2025-03-20', asOfTime: '23:00' }, admin)]);
    const won = [a, b].filter((r) => r.status === 200);
    const lost = [a, b].filter((r) => r.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost.map((r) => [r.status, r.body.code])).toEqual([[409, expect.stringMatching(/^SNAPSHOT_(BUILDING|EXISTS)$/)]]);
    ({ jobId, snapshotId } = won[0]!.body);
    expect(won[0]!.body).toMatchObject({ asOf: '2025-03-21T04:00:59.999Z', label: 'As of 03/20/2025 11:00 PM' });
    const list = await ready(jobId);
    expect(list.snapshots.find((s) => s.jobId === jobId)?.status).toBe('ready');
  }, 90_000);

  it('records every step on the job’s stream: who asked, the run, its outcome', async () => {
    const events = await eventsOf(`analysis-job-${jobId}`);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['AnalysisJobRequested', 'AnalysisJobStarted', 'AnalysisJobCompleted']));
    expect(events[0]!.metadata.actor.customerGroup).toMatch(/^(Staff|Practice)$/);
    expect(events[0]!.data).toMatchObject({ kind: 'report-snapshot', practiceId: 'PR-1001', params: { snapshotId, asOf: '2025-03-21T04:00:59.999Z', timeZone: 'America/Chicago' } });
    const started = events.find((e) => e.type === 'AnalysisJobStarted')!;
    expect(started.metadata.causationId).toBe(events[0]!.event_id);
    expect(events.filter((e) => e.type === 'AnalysisJobCompleted')).toHaveLength(1);
    expect((await listSnapshots(platform.infra.sql, { practiceId: 'PR-1001' })).find((s) => s.id === snapshotId)).toMatchObject({ practiceId: 'PR-1001', jobId, projections: ['order_status_report', 'sales_dashboard'] });
  });

  it('refuses a second request for the same moment once it is built, and appends nothing', async () => {
    const before = await eventCount('AnalysisJobRequested');
    const r = await call(REQUEST, { asOfDate: '2025-03-20', asOfTime: '23:00' }, admin);
    expect([r.status, r.body.code]).toEqual([409, 'SNAPSHOT_EXISTS']);
    expect(r.body.fieldErrors.asOfDate).toBe('There is already a snapshot as of 03/20/2025 11:00 PM: compare with it in the list.');
    expect(await eventCount('AnalysisJobRequested')).toBe(before);
  });

  it('is shared: the practice administrator sees what staff asked for; the other practice does not', async () => {
    const mine = await listOf(admin);
    expect(mine.snapshots.find((s) => s.jobId === jobId)).toMatchObject({ status: 'ready', label: 'As of 03/20/2025 11:00 PM' });
    for (const token of [staffB, adminB]) {
      const theirs = await listOf(token);
      expect(theirs.snapshots.some((s) => s.jobId === jobId)).toBe(false);
      expect(JSON.stringify(theirs)).not.toContain(snapshotId);
      expect(JSON.stringify((await call('/api/reports/snapshots', undefined, token)).body)).not.toContain(snapshotId);
    }
    expect((await call('/api/reports/snapshots', undefined, admin)).body.snapshots.map((s: { id: string }) => s.id)).toContain(snapshotId);
  });

  it('compares the sales dashboard then and now, figure by figure', async () => {
    const r = await call(`/api/time-travel/compare/sales?asOf=${snapshotId}&${MARCH}&granularity=month`, undefined, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // Then: SO-WIF-2 ($70.00 − $1.01) and SO-WIF-3 ($84.00, not yet cancelled); now: SO-WIF-2 and SO-WIF-5 ($42.00).
    expect(r.body.summary.orders).toEqual({ then: 2, now: 2, change: 0 });
    expect(r.body.summary.netSalesCents).toEqual({ then: 15_299, now: 11_099, change: -4_200 });
    const brand = (id: string) => r.body.byBrand.find((b: { brandId: string }) => b.brandId === id);
    expect(brand('BR-WIF-ALPHA')).toMatchObject({ changed: true, figures: { salesCents: { then: 11_200, now: 2_800, change: -8_400 } } });
    expect(brand('BR-WIF-BETA')).toMatchObject({ changed: true, figures: { salesCents: { then: 4_200, now: 8_400, change: 4_200 } } });
    expect(r.body.snapshot).toMatchObject({ id: snapshotId, asOf: '2025-03-21T04:00:59.999Z', label: 'As of 03/20/2025 11:00 PM' });
  });

  it('compares the order-status report order by order, naming what changed since', async () => {
    const r = await call(`/api/time-travel/compare/order-status?asOf=${snapshotId}&${MARCH}&sort=orderDate&dir=asc`, undefined, staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.rows.map((x: { then: { salesOrderID: string; status: string }; now: { status: string } | null; changed: string[] }) => [x.then.salesOrderID, x.then.status, x.now?.status, x.changed])).toEqual([
      ['SO-WIF-2', 'processing', 'processing', []],
      ['SO-WIF-3', 'new', 'cancelled', ['status', 'statusDate']],
    ]);
    expect(r.body.totals.orders).toEqual({ then: 2, now: 3, change: 1 });
    expect(r.body.total).toBe(2);
    // Without an end day, both sides stop at the snapshot's own day: SO-WIF-5 (Mar 31) is not "now" then.
    const sameDays = await call(`/api/time-travel/compare/order-status?asOf=${snapshotId}&from=2025-03-01`, undefined, staff);
    expect([sameDays.body.from, sameDays.body.to, sameDays.body.totals.orders]).toEqual(['2025-03-01', '2025-03-20', { then: 2, now: 2, change: 0 }]);
  });

  it('reads nothing of it for another practice: compare, the reports and delete are 404 and change nothing', async () => {
    for (const path of [`/api/time-travel/compare/sales?asOf=${snapshotId}`, `/api/time-travel/compare/order-status?asOf=${snapshotId}`, `/api/reports/order-status?asOf=${snapshotId}`, `/api/reports/sales?asOf=${snapshotId}`]) {
      const r = await call(path, undefined, staffB);
      expect([path, r.status, r.body.code]).toEqual([path, 404, 'SNAPSHOT_NOT_FOUND']);
    }
    const before = (await eventsOf(`analysis-job-${jobId}`)).length;
    const r = await call(DELETE, { jobId }, adminB);
    expect([r.status, r.body.code]).toEqual([404, 'SNAPSHOT_NOT_FOUND']);
    expect((await eventsOf(`analysis-job-${jobId}`)).length).toBe(before);
  });

  it('answers a comparison with an unknown snapshot or none in words', async () => {
    const unknown = await call(`/api/time-travel/compare/sales?asOf=asof_j0199a1b2c3d47e5f8a9b0c1d2e3f4a5b`, undefined, staff);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'This snapshot no longer exists: it was deleted, or it never did. Choose another one from the list.']);
    const none = await call(`/api/time-travel/compare/sales`, undefined, staff);
    expect([none.status, none.body.fieldErrors?.asOf]).toEqual([400, 'Choose the snapshot to compare with.']);
  });

  it('is deleted for everyone of the practice: the event names who, the schema goes, a second delete is 404', async () => {
    const r = await call(DELETE, { jobId }, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const deleted = (await eventsOf(`analysis-job-${jobId}`)).find((e) => e.type === 'AnalysisJobDeleted')!;
    expect(deleted.metadata.actor.customerGroup).toBe('Practice');
    // Read after write: gone from the list and the comparisons at once.
    const list = await call(LIST, undefined, { token: staff, headers: atPosition(r.body.position) });
    expect(list.body.snapshots.some((s: { jobId: string }) => s.jobId === jobId)).toBe(false);
    const compare = await call(`/api/time-travel/compare/sales?asOf=${snapshotId}`, undefined, { token: staff, headers: atPosition(r.body.position) });
    expect(compare.status).toBe(404);
    // The worker drops the schema and records it.
    await until(() => eventsOf(`analysis-job-${jobId}`), (evs) => evs.some((e) => e.type === 'AnalysisJobOutputRemoved'), 30_000);
    const { rows } = await platform.infra.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name = $1`, [snapshotId]);
    expect(rows[0]!.n).toBe(0);
    expect((await listSnapshots(platform.infra.sql)).some((s) => s.id === snapshotId)).toBe(false);
    const again = await call(DELETE, { jobId }, staff);
    expect([again.status, again.body.code]).toEqual([404, 'SNAPSHOT_NOT_FOUND']);
  });

  it('lets the moment be asked for again once its snapshot is deleted', async () => {
    const r = await call(REQUEST, { asOfDate: '2025-03-20', asOfTime: '23:00' }, staff);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.jobId).not.toBe(jobId);
    await ready(r.body.jobId);
  }, 60_000);
});
