import type { FastifyInstance } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import type { Granularity } from '../domain/reports/api-schemas';
import { addDays } from '../domain/reports/report-days';
import { createKysely } from '../infra/db/kysely';
import type { SqlClient } from '../infra/db/sql-client';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { CHECKPOINTS_DDL } from '../infra/read-models/checkpoints';
import type { ReadModels } from '../infra/read-models/tables';
import { projections } from '../projections/index';
import { orderStatusReportProjection } from '../projections/order-status-report';
import { practicesProjection } from '../projections/practices';
import { salesDashboardProjection } from '../projections/sales-dashboard';
import { prepareProjection } from '../workers/projections/prepare-schema';
import { rebuildProjection } from '../workers/projections/rebuild';
import { writeEventsDirect } from './lib/bulk-log';
import { seconds } from './lib/measure';
import { factTablesDiffer, NAIVE_DDL, naiveOrderStatus, type NaiveOrderStatusQuery, naiveRebuildOrderStatus, naiveRebuildSales, naiveSales, writeNaiveChunk, writeNaiveReference } from './lib/naive-reports';
import { prng } from '../domain/shared/prng';
import { type GeneratedEvent, ReportsLogGenerator } from './lib/order-generator';
import type { BenchContext, BenchResult } from './lib/types';
import { benchQueryApi } from './lib/query-api-server';

/**
 * `reports` (issue #6): 1,000,000 generated orders across 50 practices of uneven size (quick: 50,000
 * across 10), ~2 years of history as real events (catalog, practices and locations in several time
 * zones, staff and patients, OrderCheckedOut + the OrderStatusChanged of fulfilment), written
 * straight into es_events (set-up, not measured). Then:
 *  1. the full rebuild of both report projections through the real rebuild path
 *     (workers/projections/rebuild.ts), events/s, beside a set-based rebuild of the very same
 *     tables from a plain orders table (INSERT … SELECT … GROUP BY), expressed over the same
 *     number of events;
 *  2. p95 of realistic report requests through the query API in process (app.inject with a
 *     practice administrator's JWT: auth, validation, serialisation included) for random practices,
 *     each beside the same question answered at query time from the orders table (SQL only).
 * Before measuring, sample answers of both are compared field by field and the rebuilt tables row
 * for row: a benchmark that compares different answers is worthless, so a difference stops it.
 */

const END_DAY_OFFSET = -1;

interface Sizes {
  orders: number;
  practices: number;
  requestsPerKind: number;
}

function sizesOf(ctx: BenchContext): Sizes {
  const quick = ctx.quick || ctx.kind === 'pglite';
  const orders = Number(process.env.BENCH_REPORTS_ORDERS ?? (quick ? 50_000 : 1_000_000));
  const practices = Number(process.env.BENCH_REPORTS_PRACTICES ?? (quick ? 10 : 50));
  return { orders, practices, requestsPerKind: quick ? 100 : 300 };
}

export async function reportsBench(ctx: BenchContext): Promise<BenchResult[]> {
  if (ctx.kind === 'pglite' && !ctx.quick) {
    console.log('  reports: 1,000,000 orders (≈4.4M events, several GB) are not supported on PGlite in memory; running the quick size (50,000 orders, 10 practices). Use DATABASE_URL for the full run.');
  }
  const sizes = sizesOf(ctx);
  const store = new PostgresEventStore(ctx.sql);
  await store.init();
  await ctx.sql.exec(CHECKPOINTS_DDL);
  await ctx.sql.exec(NAIVE_DDL);
  const db = createKysely<ReadModels>(ctx.sql);
  const gen = new ReportsLogGenerator({ orders: sizes.orders, practices: sizes.practices });
  const endDay = addDays(new Date(gen.endMs).toISOString().slice(0, 10), END_DAY_OFFSET);

  // ---- set-up (not measured): the log and the naive orders table, chunk by chunk.
  await writeNaiveReference(ctx.sql, gen);
  let events = 0;
  const sample = { cartStream: '', orderStream: '', written: [] as GeneratedEvent[] };
  const setup = await seconds(async () => {
    let pending: Promise<unknown> | undefined;
    let nextReport = Date.now() + 30_000;
    for (const chunk of gen.chunks()) {
      if (!sample.cartStream) {
        const first = chunk.events.find((e) => e.type === 'OrderCheckedOut');
        if (first) {
          sample.cartStream = first.streamId;
          sample.orderStream = `order-${(first.data as { orderId: string }).orderId}`;
        }
      }
      for (const e of chunk.events) if (e.streamId === sample.cartStream || e.streamId === sample.orderStream) sample.written.push(e);
      await pending;
      events += chunk.events.length;
      pending = Promise.all([writeEventsDirect(ctx.sql, chunk.events), writeNaiveChunk(ctx.sql, chunk)]);
      if (Date.now() > nextReport) {
        console.log(`  set-up: ${events.toLocaleString('en-US')} events written (orders up to ${chunk.day ?? 'not yet'})`);
        nextReport = Date.now() + 30_000;
      }
    }
    await pending;
  });
  await checkReadBack(store, sample);
  if (ctx.kind === 'pg') await ctx.sql.exec('ANALYZE');
  const { rows: counted } = await ctx.sql.query<{ orders: number; practices: number; locations: number; patients: number }>(
    `SELECT (SELECT count(*) FROM bench_orders)::int AS orders, (SELECT count(DISTINCT practice_id) FROM bench_orders)::int AS practices,
            (SELECT count(*) FROM bench_locations)::int AS locations, (SELECT count(*) FROM bench_accounts WHERE customer_group = 'Patient')::int AS patients`,
  );
  const c = counted[0]!;
  console.log(
    `  set-up: ${events.toLocaleString('en-US')} events (${c.orders.toLocaleString('en-US')} orders, ${c.practices} practices, ${c.locations} locations, ${c.patients.toLocaleString('en-US')} patients) written straight into es_events + the naive orders table in ${setup.toFixed(1)} s; one cart and one order stream read back through the store: equal`,
  );

  // Every read model's tables exist; practices (the reports' default "today" reads rm.locations) is rebuilt as set-up.
  for (const projection of projections) await prepareProjection(ctx.sql, projection, 'rm');
  await rebuildProjection({ sql: ctx.sql, db, store, projection: practicesProjection, schema: 'rm' });

  // ---- 1. full rebuild of both reports: ours through the rebuild path, the baseline set-based from the orders table.
  const ours: Record<string, { applied: number; seconds: number }> = {};
  for (const projection of [orderStatusReportProjection, salesDashboardProjection]) {
    let applied = 0;
    let nextReport = Date.now() + 60_000;
    const s = await seconds(async () => {
      ({ applied } = await rebuildProjection({
        sql: ctx.sql,
        db,
        store,
        projection,
        schema: 'rm',
        onProgress: (p) => {
          if (Date.now() < nextReport) return;
          nextReport = Date.now() + 60_000;
          console.log(`  rebuild ${p.projection}: ${p.applied.toLocaleString('en-US')} / ${p.total.toLocaleString('en-US')} events, ${Math.round(p.eventsPerSecond)} events/s, ETA ${Math.round(p.etaSeconds)} s`);
        },
      }));
    });
    ours[projection.name] = { applied, seconds: s };
    console.log(`  rebuild ${projection.name}: ${applied.toLocaleString('en-US')} events in ${s.toFixed(1)} s`);
  }
  const naiveSchema = 'bench_naive';
  await ctx.sql.exec(`CREATE SCHEMA IF NOT EXISTS ${naiveSchema}`);
  for (const projection of [orderStatusReportProjection, salesDashboardProjection]) await ctx.sql.exec(projection.ddl(naiveSchema));
  const setupAt = new Date(gen.firstDayMs).toISOString();
  const naive: Record<string, number> = {
    [orderStatusReportProjection.name]: await seconds(() => naiveRebuildOrderStatus(ctx.sql, naiveSchema, setupAt)),
    [salesDashboardProjection.name]: await seconds(() => naiveRebuildSales(ctx.sql, naiveSchema, setupAt)),
  };
  const diff = await factTablesDiffer(ctx.sql, 'rm', naiveSchema);
  const differing = Object.entries(diff).filter(([, n]) => n > 0);
  if (differing.length) throw new Error(`reports: the set-based baseline built other rows than the projections: ${JSON.stringify(diff)}`);
  console.log(`  check: the set-based baseline and the projections built identical fact tables (${Object.keys(diff).join(', ')}: 0 differing rows)`);
  if (ctx.kind === 'pg') await ctx.sql.exec('ANALYZE');

  const results: BenchResult[] = [];
  for (const projection of [orderStatusReportProjection, salesDashboardProjection]) {
    const o = ours[projection.name]!;
    results.push({
      name: `reports-rebuild ${projection.name} (${o.applied.toLocaleString('en-US')} events, ${c.orders.toLocaleString('en-US')} orders)`,
      value: o.applied / o.seconds,
      unit: 'events/s',
      baseline: o.applied / naive[projection.name]!,
      baselineUnit: 'events/s (same tables by INSERT…SELECT…GROUP BY from an orders table)',
    });
  }
  const bothApplied = ours[orderStatusReportProjection.name]!.applied + ours[salesDashboardProjection.name]!.applied;
  const bothOurs = ours[orderStatusReportProjection.name]!.seconds + ours[salesDashboardProjection.name]!.seconds;
  const bothNaive = naive[orderStatusReportProjection.name]! + naive[salesDashboardProjection.name]!;
  results.push({ name: 'reports-rebuild both reports', value: bothApplied / bothOurs, unit: `events/s (${bothOurs.toFixed(0)} s)`, baseline: bothApplied / bothNaive, baselineUnit: `events/s (${bothNaive.toFixed(0)} s)` });

  // ---- 2. p95 of report requests through the query API vs the same answers from the orders table.
  const app = await benchQueryApi(ctx.sql, db, store);
  const practiceOrders = new Map(
    (await ctx.sql.query<{ practice_id: string; n: number }>('SELECT practice_id, count(*)::int AS n FROM bench_orders GROUP BY practice_id')).rows.map((r) => [r.practice_id, r.n]),
  );
  const kinds = requestKinds(app, ctx.sql, gen, endDay, practiceOrders);

  // Same answers first: every kind for the largest, a middle and the smallest practice.
  const probe = [0, Math.floor(gen.practices.length / 2), gen.practices.length - 1];
  let compared = 0;
  for (const kind of kinds) {
    for (const index of probe) {
      const request = kind.make(index, prng(1000 + index));
      const [a, b] = [await request.ours(), await request.naive()];
      const where = firstDifference(a, b);
      if (where) throw new Error(`reports: "${kind.name}" for ${gen.practices[index]!.practiceId}: our answer and the baseline's differ at ${where}`);
      compared++;
    }
  }
  console.log(`  check: ${compared} sample requests (${kinds.length} kinds × largest, middle and smallest practice): the orders-table answers equal the API's, field by field`);

  const pooled = { dashboard: { ours: [] as number[], naive: [] as number[] }, orderStatus: { ours: [] as number[], naive: [] as number[] } };
  const random = prng(4242);
  for (const kind of kinds) {
    const a: number[] = [];
    const b: number[] = [];
    // Warm-up, then interleaved so drift hits both alike; a random practice each time (big and small alike).
    for (let i = 0; i < 10; i++) {
      const r = kind.make(Math.floor(random() * gen.practices.length), random);
      await r.ours();
      await r.naive();
    }
    for (let i = 0; i < sizes.requestsPerKind; i++) {
      const r = kind.make(Math.floor(random() * gen.practices.length), random);
      a.push((await seconds(async () => void (await r.ours()))) * 1000);
      b.push((await seconds(async () => void (await r.naive()))) * 1000);
    }
    pooled[kind.group].ours.push(...a);
    pooled[kind.group].naive.push(...b);
    results.push({ name: `reports ${kind.name} p95 (API)`, value: p95(a), unit: 'ms', baseline: p95(b), baselineUnit: 'ms (orders table at query time, SQL only)' });
  }
  results.push({ name: 'reports dashboard p95, all dashboard requests (API; target < 50 ms)', value: p95(pooled.dashboard.ours), unit: 'ms', baseline: p95(pooled.dashboard.naive), baselineUnit: 'ms (orders table)' });
  results.push({ name: 'reports order-status p95, all order-status requests (API; target < 50 ms)', value: p95(pooled.orderStatus.ours), unit: 'ms', baseline: p95(pooled.orderStatus.naive), baselineUnit: 'ms (orders table)' });

  await app.close();
  await store.close();
  await db.destroy();
  return results;
}

// ---------------------------------------------------------------------------------------------

interface RequestKind {
  name: string;
  group: 'dashboard' | 'orderStatus';
  make(practiceIndex: number, random: () => number): { ours: () => Promise<unknown>; naive: () => Promise<unknown> };
}

const STATUS_CHOICES = [['delivered'], ['shipped'], ['cancelled'], ['processing', 'delayed_delivery']];

function requestKinds(app: FastifyInstance, sql: SqlClient, gen: ReportsLogGenerator, endDay: string, practiceOrders: Map<string, number>): RequestKind[] {
  const tokens = new Map<string, string>();
  const tokenOf = (index: number) => {
    const p = gen.practices[index]!;
    let t = tokens.get(p.practiceId);
    if (!t) {
      t = app.jwt.sign({ sub: p.admin.accountNumber, customerGroup: 'Practice', sessionId: 'bench', practiceId: p.practiceId, locationId: p.locations[0]!.locationId });
      tokens.set(p.practiceId, t);
    }
    return t;
  };
  const get = async (index: number, url: string, query: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url, query, headers: { authorization: `Bearer ${tokenOf(index)}` } });
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  const sales = (name: string, days: number, granularity: Granularity): RequestKind => ({
    name,
    group: 'dashboard',
    make(index) {
      const practiceId = gen.practices[index]!.practiceId;
      const from = addDays(endDay, -(days - 1));
      return {
        ours: async () => {
          const { snapshot: _s, everOrdered: _e, ...reply } = await get(index, '/api/reports/sales', { from, to: endDay, granularity });
          return reply;
        },
        naive: () => naiveSales(sql, { practiceId, from, to: endDay, granularity }),
      };
    },
  });
  const orderStatus = (name: string, choose: (index: number, random: () => number) => Omit<NaiveOrderStatusQuery, 'practiceId' | 'limit'>): RequestKind => ({
    name,
    group: 'orderStatus',
    make(index, random) {
      const practiceId = gen.practices[index]!.practiceId;
      const q = { ...choose(index, random), practiceId, limit: 25 };
      const query: Record<string, string> = { limit: '25', offset: String(q.offset) };
      if (q.status) query.status = q.status.join(',');
      if (q.brandId) query.brandId = q.brandId.join(',');
      if (q.search) query.search = q.search;
      return {
        ours: async () => {
          const { total, totals, rows } = await get(index, '/api/reports/order-status', query);
          return { total, totals, rows };
        },
        naive: () => naiveOrderStatus(sql, q),
      };
    },
  });
  const brands = [...new Set(gen.allProducts.map((p) => p.brand.recordId))].sort();
  return [
    sales('dashboard last 30 days by day', 30, 'day'),
    sales('dashboard last 365 days by month', 365, 'month'),
    orderStatus('order-status first page, newest first', () => ({ offset: 0 })),
    orderStatus('order-status filtered by status', (_i, random) => ({ offset: 0, status: STATUS_CHOICES[Math.floor(random() * STATUS_CHOICES.length)]! })),
    orderStatus('order-status filtered by brand', (_i, random) => ({ offset: 0, brandId: [brands[Math.floor(random() * brands.length)]!] })),
    orderStatus('order-status patient search (first and last name)', (index, random) => {
      const p = gen.practices[index]!;
      const patient = gen.patientAccount(p, p.firstPatient + Math.floor(random() * p.patients));
      return { offset: 0, search: `${patient.firstName} ${patient.lastName}` };
    }),
    orderStatus('order-status deep page (offset up to 5,000)', (index, random) => {
      const total = practiceOrders.get(gen.practices[index]!.practiceId) ?? 0;
      const pages = Math.max(1, Math.floor(Math.min(5_000, total / 2) / 25));
      return { offset: 25 * Math.max(1, Math.floor(pages * (0.5 + random() / 2))) };
    }),
  ];
}

async function checkReadBack(store: PostgresEventStore, sample: { cartStream: string; orderStream: string; written: GeneratedEvent[] }) {
  for (const streamId of [sample.cartStream, sample.orderStream]) {
    const { events, version } = await store.readStream(streamId);
    const expected = sample.written.filter((e) => e.streamId === streamId);
    const same =
      events.length === expected.length &&
      version === expected.length - 1 &&
      events.every((e, i) => e.eventId === expected[i]!.eventId && e.type === expected[i]!.type && isDeepStrictEqual(e.data, expected[i]!.data) && isDeepStrictEqual(e.metadata, expected[i]!.metadata));
    if (!same) throw new Error(`reports: ${streamId} does not read back as written (${events.length} of ${expected.length} events)`);
  }
}

/** The path of the first difference between two JSON values, or undefined when equal. */
function firstDifference(a: unknown, b: unknown, path = '$'): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  return `${path} (ours ${JSON.stringify(a)?.slice(0, 200)}, baseline ${JSON.stringify(b)?.slice(0, 200)})`;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! * 100) / 100;
}
