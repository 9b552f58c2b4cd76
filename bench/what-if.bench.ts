import { analyticsExportRunner } from '../workers/jobs/analytics-export/analytics-export-runner';
import type { OrderCheckedOut } from '../domain/ordering/events';
import { strategyInput } from '../domain/pricing/api-schemas';
import { WHAT_IF_EVENT_TYPES } from '../domain/what-if/replay';
import { whatIfParamsOf } from '../domain/what-if/scenario';
import { readWhatIfResult } from '../infra/analysis/what-if-results';
import { createKysely } from '../infra/db/kysely';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { CHECKPOINTS_DDL } from '../infra/read-models/checkpoints';
import type { ReadModels } from '../infra/read-models/tables';
import { typeFilterOf } from '../projections/lib/projection';
import { runAnalysisJob } from '../workers/jobs/analysis/run-analysis-job';
import { reportSnapshotRunner } from '../workers/jobs/time-travel/report-snapshot-runner';
import { whatIfRunner } from '../workers/jobs/what-if/what-if-runner';
import { AS_OF_PROJECTIONS } from '../workers/projections/report-snapshots';
import { writeEventsDirect } from './lib/bulk-log';
import { seconds } from './lib/measure';
import { type GeneratedEvent, ReportsLogGenerator, uuidV7 } from './lib/order-generator';
import type { BenchContext, BenchResult } from './lib/types';
import { prng } from '../domain/shared/prng';

/**
 * `what-if` and `snapshot-build` (issue #32), on one practice's year of orders (≈ 10,000; quick:
 * 2,000) generated as real events — catalog, the practice and its locations, staff and patients,
 * every order's OrderCheckedOut and the OrderStatusChanged of its fulfilment — plus each order's
 * prescription (so the rebate rules run on every order), written straight into es_events (set-up,
 * not measured). Then:
 *  1. `what-if`: the whole background job of a what-if replay of that year under another strategy
 *     (run-analysis-job.ts: its start, the read of the log, the fold through the price calculator
 *     and the rewards rules, the result rows written to its own tables, its outcome), in seconds —
 *     the target is < 10 s — beside the same events read by a plain query (one SELECT of
 *     every event of the types the replay reads, in log order), in the same run;
 *  2. `snapshot-build`: the whole background job of an as-of snapshot of both reports at the end of
 *     the year (the existing rebuild path into its own schema), events/s, beside the plain read of
 *     the events it replays, rows/s.
 */
export async function whatIfBench(ctx: BenchContext): Promise<BenchResult[]> {
  const orders = Number(process.env.BENCH_WHAT_IF_ORDERS ?? (ctx.quick ? 2_000 : 10_000));
  const store = new PostgresEventStore(ctx.sql);
  await store.init();
  await ctx.sql.exec(CHECKPOINTS_DDL);
  const db = createKysely<ReadModels>(ctx.sql);

  const generator = new ReportsLogGenerator({ orders, practices: 1, firstDay: '2025-01-01', days: 365, seed: 3_232 });
  const practiceId = generator.practices[0]!.practiceId;
  const prescriptions = new Map<string, { account: string; practiceId: string; locationId: string }>();
  const t0 = Date.now();
  for (const chunk of generator.chunks()) {
    await writeEventsDirect(ctx.sql, chunk.events);
    for (const e of chunk.events) {
      if (e.type !== 'OrderCheckedOut') continue;
      const d = e.data as OrderCheckedOut['data'];
      prescriptions.set(d.prescriptionId, { account: d.customerAccountNumber, practiceId: d.practiceId, locationId: d.locationId });
    }
  }
  // Each order's prescription, written a year before the first order (after the orders in the log:
  // the replay gathers the facts first and decides the rebates at the end).
  const rnd = prng(7);
  const rx: GeneratedEvent[] = [...prescriptions].map(([prescriptionId, p]) => ({
    eventId: uuidV7(Date.parse('2024-06-01T00:00:00Z'), rnd),
    streamId: `patient-rx-${p.account}-${prescriptionId}`,
    streamPosition: 0,
    type: 'PrescriptionCreated',
    data: { prescriptionId, patientAccountNo: p.account, practiceId: p.practiceId, locationId: p.locationId, prescriptionNickname: 'Bench', prescriptionExpirationDate: '2026-12-31', sameForBothEyes: true },
    metadata: { actor: { accountNumber: 'system', customerGroup: 'System' }, correlationId: 'bench-rx', occurredAt: '2024-12-15T00:00:00.000Z', schemaVersion: 1 },
  }));
  for (let i = 0; i < rx.length; i += 5_000) await writeEventsDirect(ctx.sql, rx.slice(i, i + 5_000));
  const { rows: size } = await ctx.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events`);
  console.log(`  what-if: ${orders.toLocaleString('en-US')} orders of one practice, ${Number(size[0]!.n).toLocaleString('en-US')} events written in ${((Date.now() - t0) / 1000).toFixed(1)} s (set-up)`);
  if (ctx.sql.kind === 'pg') await ctx.sql.query('ANALYZE es_events');

  const runners = { 'what-if': whatIfRunner({ sql: ctx.sql, store }), 'report-snapshot': reportSnapshotRunner({ sql: ctx.sql, db, store }), 'analytics-export': analyticsExportRunner({ store }) };
  const run = runAnalysisJob({ store, runners });
  const request = async (jobId: string, kind: 'what-if' | 'report-snapshot', params: Record<string, unknown>) => {
    const { events } = await store.appendToStream(
      `analysis-job-${jobId}`,
      [{ type: 'AnalysisJobRequested', data: { jobId, kind, practiceId, label: 'bench', params, requestedAt: new Date().toISOString() }, metadata: { actor: { accountNumber: 'system', customerGroup: 'System' }, correlationId: 'bench', occurredAt: new Date().toISOString(), schemaVersion: 1 } }],
      { expectedVersion: 'no_stream' },
    );
    return { id: events[0]!.eventId, name: 'run-analysis-job', payload: { jobId, kind, eventId: events[0]!.eventId }, attempt: 1, attempts: 5 };
  };

  // 1. The what-if replay of the year, at a 60 % markup.
  const params = whatIfParamsOf({ fromMonth: '2025-01', toMonth: '2025-12', strategy: strategyInput.parse({ markupType: 'percentage', tiered: false, markupValue: 160 }), rules: [] });
  const whatIfJob = await request('bench-what-if', 'what-if', { ...params });
  const ours = await seconds(() => run(whatIfJob));
  const stored = await readWhatIfResult(ctx.sql, 'bench-what-if', { limit: 1, offset: 0 });
  if (!stored || stored.ordersReplayed < orders * 0.9) throw new Error(`what-if replayed ${stored?.ordersReplayed ?? 0} of ${orders} orders`);
  let read = 0;
  const plain = await seconds(async () => {
    const { rows } = await ctx.sql.query<{ type: string; data: unknown }>(`SELECT type, data, metadata FROM es_events WHERE type = ANY($1::text[]) ORDER BY transaction_id, global_position`, [[...WHAT_IF_EVENT_TYPES]]);
    read = rows.length;
  });
  console.log(
    `  what-if: ${stored.ordersReplayed.toLocaleString('en-US')} orders replayed (${read.toLocaleString('en-US')} events read) in ${ours.toFixed(2)} s (target < 10 s); rebates claimable ${(stored.totals.asWas.rebateCents / 100).toLocaleString('en-US')} USD; the plain query of the same events ${plain.toFixed(2)} s`,
  );

  // 2. A snapshot of both reports as of the year's end.
  const types = [...new Set(AS_OF_PROJECTIONS.flatMap((p) => typeFilterOf(p) ?? []))];
  const snapshotJob = await request('bench-snapshot', 'report-snapshot', { asOf: '2025-12-31T23:59:59.999Z', snapshotId: 'asof_jbench', timeZone: 'UTC', asOfDate: '2025-12-31', asOfTime: null });
  const build = await seconds(() => run(snapshotJob));
  const { rows: done } = await ctx.sql.query<{ result: { eventsApplied: number } }>(`SELECT data->'result' AS result FROM es_events WHERE stream_id = 'analysis-job-bench-snapshot' AND type = 'AnalysisJobCompleted'`);
  const applied = Number(done[0]?.result.eventsApplied ?? 0);
  if (!applied) throw new Error('the snapshot build recorded no outcome');
  let replayedRows = 0;
  const plainRead = await seconds(async () => {
    for (const projection of AS_OF_PROJECTIONS) {
      const { rows } = await ctx.sql.query(`SELECT data, metadata FROM es_events WHERE type = ANY($1::text[]) ORDER BY transaction_id, global_position`, [[...(typeFilterOf(projection) ?? types)]]);
      replayedRows += rows.length;
    }
  });
  console.log(`  snapshot-build: ${applied.toLocaleString('en-US')} events replayed into both reports in ${build.toFixed(2)} s; the plain read of the same ${replayedRows.toLocaleString('en-US')} events ${plainRead.toFixed(2)} s`);
  await store.close();
  await db.destroy();
  return [
    { name: `what-if (${orders.toLocaleString('en-US')} orders, one practice's year)`, value: ours, unit: 's (target < 10 s)', baseline: plain, baselineUnit: 's (plain read of the same events)' },
    { name: 'snapshot-build', value: applied / build, unit: 'events/s', baseline: replayedRows / plainRead, baselineUnit: 'rows/s (plain read of the same events)' },
  ];
}
