import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { commandApi } from '../command-api/app';
import { seedDemo } from '../command-api/seed/seed-demo';
import { expandCatalog } from '../domain/catalog/catalog-file';
import { encodeVariantId } from '../domain/catalog/variant-id';
import type { EyeRx, PrescriptionEvent } from '../domain/prescriptions/events';
import { prescriptionsStream } from '../domain/prescriptions/events';
import { addYears, isoDateOf } from '../domain/prescriptions/prescription-rules';
import { createKysely } from '../infra/db/kysely';
import type { SqlClient, SqlConnection } from '../infra/db/sql-client';
import type { EventMetadata, NewEvent } from '../infra/event-store/port';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { createApiServer } from '../infra/http/create-api-server';
import { CHECKPOINTS_DDL } from '../infra/read-models/checkpoints';
import type { ReadModels } from '../infra/read-models/tables';
import { queryApi } from '../query-api/app';
import { seconds } from './lib/measure';
import type { BenchContext, BenchResult } from './lib/types';

/** The demo practice, its Downtown location and its staff member (command-api/seed/demo-data.ts). */
const PRACTICE = 'PR-1001';
const LOCATION = 'LOC-1001-A';
const STAFF = '700000001';
/** Concurrent clients: 32 (BENCH_CLIENTS overrides it, e.g. 1 for the latency of an unloaded server). */
const CLIENTS = Number(process.env.BENCH_CLIENTS) || 32;
const ADDRESS = { name: 'Bench Patient', address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };

/** One measured unit of work: ms of the CheckOut call (or the baseline's one request) and of the whole flow. */
interface Timing {
  call: number;
  flow: number;
  /** ms of each call of the flow (ours only). */
  steps?: number[];
}

/**
 * `checkout`: end-to-end checkouts per second over real HTTP (the command API and query API on
 * one Fastify server listening on a free port), 32 concurrent clients each running the staff flow
 * per order — createcart → SetDiscount → AddDeliveryAddress → SetDeliveryMode → CheckOut (pos) —
 * with p50/p95/p99 of the CheckOut call and of the whole flow. Baseline, same run, same database,
 * same number of orders and clients: a naive Fastify route doing one plain INSERT of the order row
 * per request (no validation, no auth, no event store), so the ratio is the cost of validation,
 * the guards and event sourcing. Ours and the baseline alternate over two rounds.
 * Setup (not measured): the demo seed (practice, staff, catalog) and N patients with complete
 * profiles and a current prescription, appended as events like patients-prescriptions.bench.ts.
 */
export async function checkoutBench(ctx: BenchContext): Promise<BenchResult[]> {
  const orders = ctx.quick ? 320 : 3_200;
  const patients = ctx.quick ? 160 : 1_000;
  // Everything below goes through a client that counts statements (SQL round trips) per order.
  const statements: { n: number; trace?: Map<string, number> } = { n: 0 };
  const sql = countingClient(ctx.sql, statements);
  const store = new PostgresEventStore(sql);
  await store.init();
  await sql.exec(CHECKPOINTS_DDL);
  const db = createKysely<ReadModels>(sql);

  // ---- setup (not measured)
  const catalog = expandCatalog(JSON.parse(readFileSync(new URL('../infra/catalog-data/catalog.json', import.meta.url), 'utf8')));
  const meta = (): EventMetadata => ({ actor: { accountNumber: STAFF, customerGroup: 'Staff' }, correlationId: 'bench', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 });
  const eyes = catalog.products
    .filter((p) => p.isAvailable)
    .slice(0, 12)
    .map((p) => {
    const block = p.grid[0]!;
    const values = Object.fromEntries(p.dimensions.map((d) => [d, block[d]![Math.floor(block[d]!.length / 2)]!]));
    return { productId: p.productId, variantId: encodeVariantId(p.productId, p.dimensions, values), dimensions: values, packSize: p.packSize } as EyeRx;
  });
  const expiry = addYears(isoDateOf(new Date()), 1);
  const setup = await seconds(async () => {
    await seedDemo(store);
    for (let i = 0; i < patients; i += CLIENTS) {
      await Promise.all(
        Array.from({ length: Math.min(CLIENTS, patients - i) }, async (_, k) => {
          const n = i + k;
          const accountNumber = String(410_000_000 + n);
          const created: NewEvent = {
            type: 'PatientCreated',
            data: { accountNumber, practiceId: PRACTICE, locationId: LOCATION, firstName: `Fn${n}`, lastName: `Checkout${n}`, email: `checkout${n}@bench.example.com`, dob: '01/02/1990', phone: '5125550143' },
            metadata: meta(),
          };
          await store.appendToStream(`customer-${accountNumber}`, [created], { expectedVersion: 'no_stream' });
          const eye = eyes[n % eyes.length]!;
          const data: PrescriptionEvent['data'] = {
            prescriptionId: `rx-${n}`,
            patientAccountNo: accountNumber,
            practiceId: PRACTICE,
            locationId: LOCATION,
            prescriptionNickname: 'Rx 1',
            prescriptionExpirationDate: expiry,
            prescriber: `Dr. ${n % 40}`,
            sameForBothEyes: true,
            rightEyeRx: eye,
            leftEyeRx: eye,
            createdInPms: false,
          };
          await store.appendToStream(prescriptionsStream(accountNumber), [{ type: 'PrescriptionCreated', data, metadata: meta() }], { expectedVersion: 'no_stream' });
        }),
      );
    }
  });
  await ctx.sql.exec(`
    CREATE TABLE bench_plain_orders (
      order_id    text PRIMARY KEY,
      customer    text NOT NULL,
      practice_id text NOT NULL,
      location_id text NOT NULL,
      prescription_id text NOT NULL,
      lines       jsonb NOT NULL,
      delivery    jsonb NOT NULL,
      summary     jsonb NOT NULL,
      payment     jsonb NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    );`);
  console.log(`  setup: demo seed + ${patients} patients with a current prescription appended in ${setup.toFixed(1)} s; ${orders} orders per side, ${CLIENTS} clients`);

  // ---- the command API + query API over real HTTP, and the naive server.
  const secret = 'bench-secret-bench-secret-bench-secret';
  const app = await createApiServer({
    title: 'bench',
    appOrigin: 'http://localhost',
    logger: false,
    auth: { secret, tokenTtlMs: 3_600_000, isSessionRevoked: async () => false },
    apps: [
      { plugin: commandApi as never, options: { store, sql, tokenTtlMs: 3_600_000 } },
      { plugin: queryApi as never, options: { sql, db, store, projectionNames: [] } },
    ],
  });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('[::1]', 'localhost');
  const token = app.jwt.sign({ sub: STAFF, customerGroup: 'Staff', sessionId: 'bench', practiceId: PRACTICE, locationId: LOCATION });

  const naive = Fastify({ logger: false });
  naive.post('/orders', async (request) => {
    const b = request.body as Record<string, unknown>;
    await sql.query(
      `INSERT INTO bench_plain_orders (order_id, customer, practice_id, location_id, prescription_id, lines, delivery, summary, payment)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb)`,
      [b.orderId, b.customer, PRACTICE, LOCATION, b.prescriptionId, JSON.stringify(b.lines), JSON.stringify(b.delivery), JSON.stringify(b.summary), JSON.stringify(b.payment)],
    );
    return { orderId: b.orderId };
  });
  const naiveUrl = (await naive.listen({ port: 0, host: '127.0.0.1' })).replace('[::1]', 'localhost');

  const post = async (base: string, path: string, body: object, auth = true): Promise<Record<string, unknown>> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path} → ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };

  const checkoutFlow = async (i: number): Promise<Timing> => {
    const n = i % patients;
    const marks = [process.hrtime.bigint()];
    const step = async (path: string, body: object) => {
      const r = await post(url, path, body);
      marks.push(process.hrtime.bigint());
      return r;
    };
    const cart = await step('/api/order/createcart', { customerId: String(410_000_000 + n), prescriptionId: `rx-${n}`, rightEyeBoxes: 2, leftEyeBoxes: 2 });
    const cartId = cart.cartId as string;
    await step('/api/order/SetDiscount', { cartId, discount: 5, insurance: 0 });
    await step('/api/order/AddDeliveryAddress', { cartId, method: 'ship', address: ADDRESS });
    await step('/api/order/SetDeliveryMode', { cartId, deliveryModeId: 'standard', promoCode: null });
    const out = await step('/api/order/CheckOut', { cartId, mode: 'pos', method: 'cash' });
    if (typeof out.orderId !== 'string') throw new Error('CheckOut returned no orderId');
    const steps = marks.slice(1).map((m, k) => Number(m - marks[k]!) / 1e6);
    return { call: steps[4]!, flow: Number(marks[5]! - marks[0]!) / 1e6, steps };
  };
  const naiveOrder = async (i: number): Promise<Timing> => {
    const n = i % patients;
    const t0 = process.hrtime.bigint();
    await post(
      naiveUrl,
      '/orders',
      {
        orderId: randomUUID(),
        customer: String(410_000_000 + n),
        prescriptionId: `rx-${n}`,
        lines: [
          { eye: 'OD', productId: eyes[n % eyes.length]!.productId, variantId: eyes[n % eyes.length]!.variantId, boxes: 2, unitPriceCents: 4199 },
          { eye: 'OS', productId: eyes[n % eyes.length]!.productId, variantId: eyes[n % eyes.length]!.variantId, boxes: 2, unitPriceCents: 4199 },
        ],
        delivery: { method: 'ship', address: ADDRESS, deliveryModeId: 'standard', promoCode: null },
        summary: { subTotalCents: 16796, discountCents: 500, insuranceCents: 0, shippingCents: 0, taxCents: 1344, totalCents: 17640 },
        payment: { type: 'pos', method: 'cash' },
      },
      false,
    );
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    return { call: ms, flow: ms };
  };

  const ours: Run = { wall: 0, timings: [], statements: 0 };
  const base: Run = { wall: 0, timings: [], statements: 0 };
  try {
    // Warm-up (JIT, connection pools, plans), then two alternating rounds of half the orders each.
    await runClients(CLIENTS, CLIENTS * 2, checkoutFlow, 1_000_000);
    await runClients(CLIENTS, CLIENTS * 2, naiveOrder, 1_000_000);
    // BENCH_TRACE_SQL=1: which statements are sent per order (measured rounds only; the plain INSERT is one of them).
    if (process.env.BENCH_TRACE_SQL === '1') statements.trace = new Map();
    const half = Math.floor(orders / 2);
    for (let round = 0; round < 2; round++) {
      const offset = round * half;
      const sides: [Run, (i: number) => Promise<Timing>][] = round === 0 ? [[ours, checkoutFlow], [base, naiveOrder]] : [[base, naiveOrder], [ours, checkoutFlow]];
      for (const [run, fn] of sides) {
        const before = statements.n;
        const r = await runClients(CLIENTS, half, fn, offset);
        run.statements += statements.n - before;
        run.wall += r.wall;
        run.timings.push(...r.timings);
      }
    }
    const { rows: checkedOut } = await ctx.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE type = 'OrderCheckedOut'`);
    const { rows: inserted } = await ctx.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM bench_plain_orders');
    console.log(`  written: ${checkedOut[0]!.n} OrderCheckedOut events (incl. warm-up), ${inserted[0]!.n} plain order rows (incl. warm-up)`);
  } finally {
    await naive.close();
    await app.close();
    await store.close();
    await db.destroy();
  }

  console.log(`  SQL statements per order: ${(ours.statements / ours.timings.length).toFixed(1)} (checkout flow) vs ${(base.statements / base.timings.length).toFixed(1)} (plain INSERT)`);
  if (process.env.BENCH_TRACE_SQL === '1' && statements.trace) {
    for (const [k, v] of [...statements.trace].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`    ${(v / ours.timings.length).toFixed(2)}× ${k}`);
  }
  const stepNames = ['createcart', 'SetDiscount', 'AddDeliveryAddress', 'SetDeliveryMode', 'CheckOut'];
  console.log(`  p50 per call: ${stepNames.map((s, k) => `${s} ${pct(ours.timings.map((t) => t.steps![k]!), 0.5)} ms`).join(', ')}`);
  const n = ours.timings.length;
  const calls = ours.timings.map((t) => t.call);
  const flows = ours.timings.map((t) => t.flow);
  const plain = base.timings.map((t) => t.call);
  const label = `${n} orders, ${CLIENTS} clients, HTTP`;
  const plainUnit = (p: string) => `ms (${p} of one plain-INSERT request)`;
  return [
    { name: `checkout throughput (staff flow of 5 calls, ${label})`, value: n / ours.wall, unit: 'checkouts/s', baseline: base.timings.length / base.wall, baselineUnit: 'plain INSERT orders/s' },
    { name: `checkout CheckOut call p50 (${label})`, value: pct(calls, 0.5), unit: 'ms', baseline: pct(plain, 0.5), baselineUnit: plainUnit('p50') },
    { name: `checkout CheckOut call p95 (${label})`, value: pct(calls, 0.95), unit: 'ms', baseline: pct(plain, 0.95), baselineUnit: plainUnit('p95') },
    { name: `checkout CheckOut call p99 (${label})`, value: pct(calls, 0.99), unit: 'ms', baseline: pct(plain, 0.99), baselineUnit: plainUnit('p99') },
    { name: `checkout whole flow p50 (${label})`, value: pct(flows, 0.5), unit: 'ms', baseline: pct(plain, 0.5), baselineUnit: plainUnit('p50') },
    { name: `checkout whole flow p95 (${label})`, value: pct(flows, 0.95), unit: 'ms', baseline: pct(plain, 0.95), baselineUnit: plainUnit('p95') },
    { name: `checkout whole flow p99 (${label})`, value: pct(flows, 0.99), unit: 'ms', baseline: pct(plain, 0.99), baselineUnit: plainUnit('p99') },
  ];
}

interface Run {
  wall: number;
  timings: Timing[];
  /** SQL statements sent while it ran. */
  statements: number;
}

/** The same client, counting every statement sent (pool, dedicated connections and transactions alike). */
function countingClient(client: SqlClient, counter: { n: number; trace?: Map<string, number> }): SqlClient {
  const counting = <C extends SqlConnection>(c: C): C =>
    new Proxy(c, {
      get(target, key, receiver) {
        if (key === 'query')
          return (text: string, params?: readonly unknown[]) => {
            counter.n++;
            if (counter.trace) {
              const first = typeof params?.[0] === 'string' ? ` [${params[0].replace(/[0-9a-f]{8}-[0-9a-f-]{27}$/, '<uuid>').replace(/\d.*$/, '').slice(0, 40)}]` : '';
              const key = `${text.replace(/\s+/g, ' ').trim().slice(0, 70)}${first}`;
              counter.trace.set(key, (counter.trace.get(key) ?? 0) + 1);
            }
            return target.query(text, params);
          };
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  // The client's own connections and transactions count too.
  return new Proxy(counting(client), {
    get(target, key, receiver) {
      if (key === 'connect') return async () => counting(await client.connect());
      if (key === 'connectDedicated') return async () => counting(await client.connectDedicated());
      if (key === 'transaction') return <T>(fn: (tx: SqlConnection) => Promise<T>) => client.transaction((tx) => fn(counting(tx)));
      return Reflect.get(target, key, receiver);
    },
  });
}

/** `clients` concurrent loops taking order numbers from one counter until `total` are done; wall seconds and each order's timing. */
async function runClients(clients: number, total: number, one: (i: number) => Promise<Timing>, offset: number): Promise<Run> {
  let next = 0;
  const timings: Timing[] = [];
  const wall = await seconds(async () => {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let i = next++; i < total; i = next++) timings.push(await one(offset + i));
      }),
    );
  });
  return { wall, timings, statements: 0 };
}

function pct(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100;
}
