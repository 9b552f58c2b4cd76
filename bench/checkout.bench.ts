import { commandApi } from '../command-api/app';
import { StateCache } from '../command-api/lib/state-cache';
import { seedDemo } from '../command-api/seed/seed-demo';
import { createKysely } from '../infra/db/kysely';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { createApiServer } from '../infra/http/create-api-server';
import { createSandboxPayments } from '../infra/payments/sandbox/sandbox-provider';
import { CHECKPOINTS_DDL } from '../infra/read-models/checkpoints';
import type { ReadModels } from '../infra/read-models/tables';
import { projections } from '../projections';
import { queryApi } from '../query-api/app';
import { startProjections } from '../workers/projections/projection-runner';
import type { SqlClient } from '../infra/db/sql-client';
import type { Kysely } from 'kysely';
import { type ClientRun, type Flow, PATIENT_STEPS, patientCardCheckoutFlow, pct, runClients, STAFF_STEPS, staffCheckoutFlow } from './lib/checkout-driver';
import { BENCH_LOCATION, BENCH_PRACTICE, BENCH_STAFF, benchEyes, plainFiveCallFlow, plainOrderFlow, seedBenchPatients, startPlainOrderServer } from './lib/checkout-setup';
import { countingClient, type StatementCounter } from './lib/counting-client';
import { seconds } from './lib/measure';
import { LagRecorder, type ProjectionLags } from './lib/projection-lag';
import { type ProjectorProcess, startPlainFeedProcess, startProjectorProcess } from './lib/projector-process';
import type { BenchContext, BenchResult } from './lib/types';

/** Concurrent clients: 32 (BENCH_CLIENTS overrides it, e.g. 1 for the latency of an unloaded server). */
const CLIENTS = Number(process.env.BENCH_CLIENTS) || 32;

/** Our flow and its baselines, measured in alternating rounds. */
interface Versus {
  ours: Side;
  base: Side;
  five?: Side;
}

interface Side {
  run: ClientRun;
  /** SQL statements sent while it ran (ours: through the command API's client; the sandbox payment provider's are not counted). */
  statements: number;
}

/**
 * `checkout`: end-to-end checkouts per second over real HTTP (the command API and query API on
 * one Fastify server listening on a free port), 32 concurrent clients, with p50/p95/p99 of the
 * CheckOut call and of the whole flow, for two flows (bench/lib/checkout-driver.ts):
 *  - the staff flow, createcart → SetDiscount → AddDeliveryAddress → SetDeliveryMode → CheckOut (point of sale);
 *  - the patient's card flow, createcart → AddDeliveryAddress → SetDeliveryMode → CheckOut with a
 *    saved card charged by the payments sandbox (an outside service: its SQL is not counted as ours).
 * Baseline, same run, same database, same number of orders and clients: a naive Fastify route
 * doing one plain INSERT of the order row per request (no validation, no auth, no event store);
 * for the staff flow also five such requests in a row per order (four cart-step rows, then the
 * order row), the floor of a five-call flow here. Each flow and its baselines alternate over two
 * rounds. Then one more staff round with every projection running in a projector process of its
 * own (in this process on PGlite): the projection lag p50/p99 from each event's append, and from
 * its command's start (lib/projection-lag.ts); on PostgreSQL also the lag floor (D-660): five plain
 * requests in a row whose order rows a plain process of its own derives a row from
 * (lib/plain-feed-child.ts).
 * Setup (not measured): the demo seed and N patients per flow with complete profiles and a
 * current prescription (and, for the patient flow, a saved card), appended as events.
 */
export async function checkoutBench(ctx: BenchContext): Promise<BenchResult[]> {
  const orders = ctx.quick ? 320 : 3_200;
  const patientOrders = ctx.quick ? 160 : 1_600;
  const patientCount = ctx.quick ? 160 : 1_000;
  const statements: StatementCounter = { n: 0 };
  const sql = countingClient(ctx.sql, statements);
  const store = new PostgresEventStore(sql);
  await store.init();
  await sql.exec(CHECKPOINTS_DDL);
  const db = createKysely<ReadModels>(sql);
  const payments = createSandboxPayments(ctx.sql);

  // ---- setup (not measured)
  const eyes = benchEyes();
  let staffPatients: Awaited<ReturnType<typeof seedBenchPatients>> = [];
  let cardPatients: typeof staffPatients = [];
  const setup = await seconds(async () => {
    await seedDemo(store);
    staffPatients = await seedBenchPatients(store, { count: patientCount, firstAccount: 410_000_000, parallel: CLIENTS, eyes });
    cardPatients = await seedBenchPatients(store, { count: patientCount, firstAccount: 420_000_000, parallel: CLIENTS, eyes, payments });
  });
  console.log(`  setup: demo seed + 2 × ${patientCount} patients with a current prescription (one set with a saved card) in ${setup.toFixed(1)} s; ${orders} staff and ${patientOrders} patient orders per side, ${CLIENTS} clients`);

  const secret = 'bench-secret-bench-secret-bench-secret';
  const app = await createApiServer({
    title: 'bench',
    appOrigin: 'http://localhost',
    logger: false,
    auth: { secret, tokenTtlMs: 3_600_000, isSessionValid: async () => true },
    apps: [
      { plugin: commandApi as never, options: { store, sql, tokenTtlMs: 3_600_000, payments, stateCache: new StateCache(64 * 2 ** 20) } },
      { plugin: queryApi as never, options: { sql, db, store, projectionNames: [] } },
    ],
  });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('[::1]', 'localhost');
  const staffToken = app.jwt.sign({ sub: BENCH_STAFF, customerGroup: 'Staff', sessionId: 'bench', practiceId: BENCH_PRACTICE, locationId: BENCH_LOCATION });
  for (const p of cardPatients) p.token = app.jwt.sign({ sub: p.accountNumber, customerGroup: 'Patient', sessionId: 'bench' });
  const plain = await startPlainOrderServer(sql);

  const staffPatientOf = (i: number) => staffPatients[i % staffPatients.length]!;
  const staffFlow = staffCheckoutFlow(url, staffToken, staffPatientOf);
  const patientFlow = patientCardCheckoutFlow(url, (i) => cardPatients[i % cardPatients.length]!);
  const plainFlow = plainOrderFlow(plain.url, staffPatientOf, eyes);
  const plainFive = plainFiveCallFlow(plain.url, staffPatientOf, eyes);

  const counted = async (total: number, flow: Flow, offset: number): Promise<Side> => {
    const before = statements.n;
    const run = await runClients(CLIENTS, total, flow, offset);
    return { run, statements: statements.n - before };
  };
  /**
   * Two rounds of half the orders each, ours and the baselines alternating (the second round in the
   * reverse order). `withFiveCalls`: also five plain requests in a row per order, the floor of a
   * five-call flow's latency and throughput on this machine.
   */
  const versus = async (total: number, flow: Flow, offset: number, withFiveCalls = false): Promise<Versus> => {
    const empty = (): Side => ({ run: { wall: 0, timings: [] }, statements: 0 });
    const [ours, base, five] = [empty(), empty(), empty()];
    const sides: [Side, Flow][] = [[ours, flow], [base, plainFlow], ...(withFiveCalls ? [[five, plainFive] as [Side, Flow]] : [])];
    const half = Math.floor(total / 2);
    for (let round = 0; round < 2; round++) {
      for (const [side, fn] of round === 0 ? sides : [...sides].reverse()) {
        const r = await counted(half, fn, offset + round * half);
        side.run.wall += r.run.wall;
        side.run.timings.push(...r.run.timings);
        side.statements += r.statements;
      }
    }
    return { ours, base, ...(withFiveCalls ? { five } : {}) };
  };

  let staff: Versus;
  let patient: Versus;
  let lags: ProjectionLags;
  let withProjections: Side;
  let floorLags: number[] | undefined;
  try {
    // Warm-up (JIT, connection pools, plans), then the measured rounds.
    await runClients(CLIENTS, CLIENTS * 2, staffFlow, 1_000_000);
    await runClients(CLIENTS, CLIENTS * 2, patientFlow, 1_000_000);
    await runClients(CLIENTS, CLIENTS * 2, plainFlow, 1_000_000);
    await runClients(CLIENTS, CLIENTS * 2, plainFive, 1_000_000);
    // BENCH_TRACE_SQL=1: which statements the staff flow sends per order (the plain INSERT is one of them).
    if (process.env.BENCH_TRACE_SQL === '1') statements.trace = new Map();
    staff = await versus(orders, staffFlow, 0, true);
    const trace = statements.trace;
    delete statements.trace;
    patient = await versus(patientOrders, patientFlow, 0);

    // The staff flow again with every projection running in a projector process of its own (as
    // `npm run start:workers` beside the APIs; in process on PGlite): the lag of each applied event.
    const projector = ctx.url ? await startProjectorProcess(ctx.url) : await inProcessProjector(sql, db, store);
    projector.measure();
    withProjections = await counted(Math.floor(orders / 2), staffFlow, 2_000_000);
    lags = await projector.stop();
    // The lag floor (D-660, PostgreSQL only: another process): five plain requests in a row, the
    // last also writing a feed row, which a plain process polling every 5 ms derives a row from.
    if (ctx.url) {
      const feed = await startPlainFeedProcess(ctx.url);
      await runClients(CLIENTS, Math.floor(orders / 2), plainFiveCallFlow(plain.url, staffPatientOf, eyes, { fed: true }), 3_000_000);
      floorLags = await feed.stop();
    }
    const { rows } = await ctx.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE type = 'OrderCheckedOut'`);
    const { rows: inserted } = await ctx.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM bench_plain_orders');
    console.log(`  written: ${rows[0]!.n} OrderCheckedOut events, ${inserted[0]!.n} plain order rows (warm-up included)`);
    if (trace) {
      for (const [k, v] of [...trace].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${(v / (staff.ours.run.timings.length + staff.base.run.timings.length)).toFixed(2)}× ${k}`);
    }
  } finally {
    await plain.close();
    await app.close();
    await store.close();
    await db.destroy();
  }

  const perOrder = (s: Side) => (s.statements / s.run.timings.length).toFixed(1);
  console.log(`  SQL statements per order: staff flow ${perOrder(staff.ours)}, patient card flow ${perOrder(patient.ours)} (sandbox provider not counted), with a projector running ${perOrder(withProjections)} (the projector's not counted${ctx.url ? '' : ', except on PGlite'}) vs ${perOrder(staff.base)} (plain INSERT), ${perOrder(staff.five!)} (five plain requests)`);
  const stepsLine = (side: Side, names: readonly string[]) => names.map((s, k) => `${s} ${pct(side.run.timings.map((t) => t.steps![k]!), 0.5)} ms`).join(', ');
  console.log(`  p50 per call, staff: ${stepsLine(staff.ours, STAFF_STEPS)}`);
  console.log(`  p50 per call, patient: ${stepsLine(patient.ours, PATIENT_STEPS)}`);
  console.log(
    `  with projections: ${(withProjections.run.timings.length / withProjections.run.wall).toFixed(1)} checkouts/s; projection lag from the append p50 ${pct(lags.fromAppend, 0.5)} ms, p99 ${pct(lags.fromAppend, 0.99)} ms; from the command's start p50 ${pct(lags.fromCommand, 0.5)} ms, p99 ${pct(lags.fromCommand, 0.99)} ms (${lags.fromAppend.length} applied events)`,
  );

  if (floorLags) console.log(`  lag floor (five plain requests in a row, a plain process deriving a row every 5 ms): p50 ${pct(floorLags, 0.5)} ms, p99 ${pct(floorLags, 0.99)} ms (${floorLags.length} rows)`);
  const floor: BenchResult[] = floorLags
    ? [{
        name: `checkout projection lag p99 against a plain feed (staff flow, ${CLIENTS} clients)`,
        value: pct(lags.fromAppend, 0.99),
        unit: 'ms',
        baseline: pct(floorLags, 0.99),
        baselineUnit: 'ms (p99 of a row derived by a plain process polling every 5 ms, five plain requests in a row)',
      }]
    : [];
  return [...figures('checkout', 'staff flow of 5 calls', staff), ...figures('checkout patient card', 'patient card flow of 4 calls', patient), ...floor, {
    name: `checkout projection lag p99 (append → applied, every projection running, staff flow, ${CLIENTS} clients)`,
    value: pct(lags.fromAppend, 0.99),
    unit: 'ms',
    baseline: 50,
    baselineUnit: 'ms (target)',
  }, {
    name: `checkout projection lag p99 from the command's start (every projection running, staff flow, ${CLIENTS} clients)`,
    value: pct(lags.fromCommand, 0.99),
    unit: 'ms',
    baseline: 50,
    baselineUnit: 'ms (target)',
  }];
}

/** Throughput and the CheckOut call's and whole flow's p50/p95/p99, each beside the plain request's (and the five plain requests'). */
function figures(prefix: string, flow: string, { ours, base, five }: Versus): BenchResult[] {
  const n = ours.run.timings.length;
  const label = `${n} orders, ${CLIENTS} clients, HTTP`;
  const plain = base.run.timings.map((t) => t.call);
  const plainUnit = (p: string) => `ms (${p} of one plain-INSERT request)`;
  const flows = ours.run.timings.map((t) => t.flow);
  const out: BenchResult[] = [{ name: `${prefix} throughput (${flow}, ${label})`, value: n / ours.run.wall, unit: 'checkouts/s', baseline: base.run.timings.length / base.run.wall, baselineUnit: 'plain INSERT orders/s' }];
  for (const [what, values] of [['CheckOut call', ours.run.timings.map((t) => t.call)], ['whole flow', flows]] as const) {
    for (const [p, q] of [['p50', 0.5], ['p95', 0.95], ['p99', 0.99]] as const) {
      out.push({ name: `${prefix} ${what} ${p} (${label})`, value: pct(values, q), unit: 'ms', baseline: pct(plain, q), baselineUnit: plainUnit(p) });
    }
  }
  if (five) {
    // The per-call comparison: the flow against as many plain requests in a row.
    const fiveFlows = five.run.timings.map((t) => t.flow);
    out.push({ name: `${prefix} throughput against five plain requests in a row (${flow}, ${label})`, value: n / ours.run.wall, unit: 'checkouts/s', baseline: five.run.timings.length / five.run.wall, baselineUnit: 'flows/s of five plain-INSERT requests' });
    for (const [p, q] of [['p50', 0.5], ['p99', 0.99]] as const) {
      out.push({ name: `${prefix} whole flow ${p} against five plain requests in a row (${label})`, value: pct(flows, q), unit: 'ms', baseline: pct(fiveFlows, q), baselineUnit: `ms (${p} of five plain-INSERT requests in a row)` });
    }
  }
  return out;
}

/** On PGlite (one connection, no second process can open it): the projections in this process. */
async function inProcessProjector(sql: SqlClient, db: Kysely<ReadModels>, store: PostgresEventStore): Promise<ProjectorProcess> {
  const lag = new LagRecorder();
  const running = await startProjections({ sql, db, store, projections, onApplied: (_name, events) => lag.record(events) });
  await running.caughtUp(600_000);
  return {
    measure: () => lag.start(),
    async stop() {
      await running.caughtUp(120_000);
      await running.stop();
      return lag.lags(sql);
    },
  };
}
