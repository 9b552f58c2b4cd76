import { beforeAll, describe, expect, it } from 'vitest';
import type { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { dropSnapshot, listSnapshots } from '../../infra/read-models/snapshots';
import { orderStatusReportProjection } from '../../projections/order-status-report';
import { salesDashboardProjection } from '../../projections/sales-dashboard';
import { projectionChecksum } from '../../workers/projections/checksum';
import { startProjections } from '../../workers/projections/projection-runner';
import { buildReportSnapshot } from '../../workers/projections/report-snapshots';
import { freshPglite, type TestDatabase } from '../support/database';
import { openStoreBed, type ReadModelDb, storeBed } from '../support/event-store-bed';
import { appendScenario, CUTOFF, SCENARIO } from '../support/report-events';

/**
 * Time travel (issue #6): a snapshot "as of" a cutoff holds exactly what the reports held when the
 * log ended there — the same bytes as projections built from only the earlier events — while the
 * live tables hold everything and their runner never touches the snapshot.
 */

const REPORTS = [orderStatusReportProjection, salesDashboardProjection];
const { db, store, kdb } = storeBed();

async function runLive(d: TestDatabase, s: PostgresEventStore, k: ReadModelDb) {
  const running = await startProjections({ sql: d.client, db: k, store: s, projections: REPORTS, batchSize: 4 });
  await running.caughtUp();
  await running.stop();
}

beforeAll(async () => {
  await appendScenario(store);
  await runLive(db, store, kdb);
});

const ids = async (schema: string) => (await kdb.withSchema(schema).selectFrom('order_status_report').select('order_id').orderBy('order_id').execute()).map((r) => r.order_id);

describe(`as-of snapshots of the reports (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('replays only the events at or before the cutoff into its own schema; the live tables keep everything', async () => {
    const built = await buildReportSnapshot({ sql: db.client, db: kdb, store, asOf: CUTOFF, batchSize: 3, now: () => new Date('2026-12-01T09:00:00.000Z') });
    expect(built).toMatchObject({ id: 'asof_20261104_000000', schema: 'asof_20261104_000000', asOf: CUTOFF });
    expect(built.projections.map((p) => p.name)).toEqual(['order_status_report', 'sales_dashboard']);

    expect(await ids('asof_20261104_000000')).toEqual(['o1', 'o2', 'o4']);
    expect(await ids('rm')).toEqual(['o1', 'o2', 'o3', 'o4', 'o5']);
    const o1 = await kdb.withSchema('asof_20261104_000000').selectFrom('order_status_report').selectAll().where('order_id', '=', 'o1').executeTakeFirstOrThrow();
    // As things stood: shipped, not yet delivered; the patient's and the location's old names.
    expect(o1).toMatchObject({ status: 'shipped', delivered_at: null, patient_name: 'Pat Nguyen', patient_email: 'pat@x.test' });
    const o2 = await kdb.withSchema('asof_20261104_000000').selectFrom('order_status_report').select('location_name').where('order_id', '=', 'o2').executeTakeFirstOrThrow();
    expect(o2.location_name).toBe('Clear Eyes Fresno');
    const live = await kdb.withSchema('rm').selectFrom('order_status_report').select(['status', 'patient_name']).where('order_id', '=', 'o1').executeTakeFirstOrThrow();
    expect(live).toEqual({ status: 'delivered', patient_name: 'Patricia Nguyen' });
    const days = await kdb.withSchema('asof_20261104_000000').selectFrom('sales_daily').select(['day', 'orders']).where('practice_id', '=', 'PR-1').orderBy('day').execute();
    expect(days.map((d) => [d.day, Number(d.orders)])).toEqual([
      ['2026-11-01', 1],
      ['2026-11-02', 1],
    ]);
  });

  it('is byte-identical to the reports built from a log that ends at the cutoff', async () => {
    const early = SCENARIO.filter((e) => Date.parse(e.at) <= Date.parse(CUTOFF));
    expect(early.length).toBeLessThan(SCENARIO.length);
    const other = await freshPglite();
    const o = await openStoreBed(other);
    try {
      await appendScenario(o.store, early);
      await runLive(other, o.store, o.kdb);
      for (const p of REPORTS) {
        expect(await projectionChecksum(db.client, p, 'asof_20261104_000000'), p.name).toBe(await projectionChecksum(other.client, p, 'rm'));
      }
    } finally {
      await o.close();
    }
  });

  it('is recorded in the registry (day form = end of that day, UTC) and listed newest first', async () => {
    await buildReportSnapshot({ sql: db.client, db: kdb, store, asOf: '2026-11-02', projections: [salesDashboardProjection], now: () => new Date('2026-12-02T09:00:00.000Z') });
    const list = await listSnapshots(db.client);
    expect(list.map((s) => [s.id, s.asOf, s.projections])).toEqual([
      ['asof_20261104_000000', CUTOFF, ['order_status_report', 'sales_dashboard']],
      ['asof_20261102', '2026-11-02T23:59:59.999Z', ['sales_dashboard']],
    ]);
    expect(list[0]!.builtAt).toBe('2026-12-01T09:00:00.000Z');
    expect(list[0]!.eventsApplied).toBeGreaterThan(0);
    // By the end of Nov 2 UTC only o1 was placed (o2 at 06:00 UTC on Nov 3).
    const rows = await kdb.withSchema('asof_20261102').selectFrom('sales_orders').select('order_id').execute();
    expect(rows.map((r) => r.order_id)).toEqual(['o1']);
  });

  it('the live runner never touches a snapshot: new events reach rm only', async () => {
    const before = await projectionChecksum(db.client, orderStatusReportProjection, 'asof_20261104_000000');
    await appendScenario(store, [{ stream: 'order-o5', type: 'OrderStatusChanged', data: { orderId: 'o5', cartId: 'c-o5', status: 'processing', at: '2026-11-01T00:00:00.000Z' }, at: '2026-11-01T00:00:00.000Z' }]);
    await runLive(db, store, kdb);
    expect((await kdb.withSchema('rm').selectFrom('order_status_report').select('status').where('order_id', '=', 'o5').executeTakeFirstOrThrow()).status).toBe('processing');
    expect(await projectionChecksum(db.client, orderStatusReportProjection, 'asof_20261104_000000')).toBe(before);
  });

  it('refuses projections that are not reports, and drops a snapshot with its schema', async () => {
    await expect(buildReportSnapshot({ sql: db.client, db: kdb, store, asOf: CUTOFF, projections: [{ ...orderStatusReportProjection, name: 'orders' }] })).rejects.toThrow(/cannot be built as of a date/);
    await expect(buildReportSnapshot({ sql: db.client, db: kdb, store, asOf: 'yesterday' })).rejects.toThrow(/Not a date/);
    expect(await dropSnapshot(db.client, 'asof_20261102')).toBe(true);
    expect(await dropSnapshot(db.client, 'asof_20261102')).toBe(false);
    const { rows } = await db.client.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name = 'asof_20261102'`);
    expect(Number(rows[0]!.n)).toBe(0);
    expect((await listSnapshots(db.client)).map((s) => s.id)).toEqual(['asof_20261104_000000']);
  });
});
