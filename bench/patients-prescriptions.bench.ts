import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { expandCatalog } from '../domain/catalog/catalog-file';
import { encodeVariantId } from '../domain/catalog/variant-id';
import type { EyeRx, PrescriptionEvent } from '../domain/prescriptions/events';
import { prescriptionsStream } from '../domain/prescriptions/events';
import { prescriptionsDecider } from '../domain/prescriptions/prescription-decider';
import { isExpired, isoDateOf } from '../domain/prescriptions/prescription-rules';
import { fold } from '../domain/shared/decider';
import { createKysely } from '../infra/db/kysely';
import type { EventMetadata, NewEvent } from '../infra/event-store/port';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { CHECKPOINTS_DDL } from '../infra/read-models/checkpoints';
import type { ReadModels } from '../infra/read-models/tables';
import { catalogProjection } from '../projections/catalog';
import { customersProjection } from '../projections/customers';
import { projections } from '../projections/index';
import { prescriptionsProjection } from '../projections/prescriptions';
import { prepareProjection } from '../workers/projections/prepare-schema';
import { rebuildProjection } from '../workers/projections/rebuild';
import { seconds } from './lib/measure';
import type { BenchContext, BenchResult } from './lib/types';
import { benchQueryApi } from './lib/query-api-server';

const PRACTICE = 'PR-BENCH';
/** Fixed-width numbers, so a surname matches one patient (Surname000012 is not a prefix of another). */
const pad = (n: number) => String(n).padStart(6, '0');
const LOCATION = 'LOC-BENCH-A';

/**
 * `patients-prescriptions`: one practice with 50,000 patients (~1.5 prescriptions each), appended
 * through the event store and projected by the real rebuild path; then p95 latency of
 *  (a) POST /api/customer/search by keyword and
 *  (b) POST /api/prescription/get for random patients,
 * each through the query API (app.inject: auth, validation, serialisation included), against a
 * naive answer of the same question in the same run: (a) an ILIKE over name and e-mail straight on
 * the table (no read-model column, no index), (b) reading and folding the patient's event stream.
 * The customers read model ships a pg_trgm GIN index on search_text where the extension exists
 * (not on PGlite); the setup line says whether it was there.
 */
export async function patientsPrescriptionsBench(ctx: BenchContext): Promise<BenchResult[]> {
  const patients = ctx.quick ? 5_000 : 50_000;
  const requests = ctx.quick ? 200 : 1_000;
  const store = new PostgresEventStore(ctx.sql);
  await store.init();
  await ctx.sql.exec(CHECKPOINTS_DDL);
  const db = createKysely<ReadModels>(ctx.sql);

  // ---- setup (not measured): catalog products, patients and their prescriptions as events.
  const catalog = expandCatalog(JSON.parse(readFileSync(new URL('../infra/catalog-data/catalog.json', import.meta.url), 'utf8')));
  const meta = (): EventMetadata => ({ actor: { accountNumber: '700000001', customerGroup: 'Staff' }, correlationId: 'bench', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 });
  for (const p of catalog.products) await store.appendToStream(`catalog-product-${p.productId}`, [{ type: 'ProductAdded', data: p, metadata: meta() }], { expectedVersion: 'any' });
  const eyes = catalog.products.slice(0, 12).map((p) => {
    const block = p.grid[0]!;
    const values = Object.fromEntries(p.dimensions.map((d) => [d, block[d]![Math.floor(block[d]!.length / 2)]!]));
    return { productId: p.productId, variantId: encodeVariantId(p.productId, p.dimensions, values), dimensions: values, packSize: p.packSize } as EyeRx;
  });
  const today = isoDateOf(new Date());
  const setup = await seconds(async () => {
    const parallel = 32;
    for (let i = 0; i < patients; i += parallel) {
      await Promise.all(
        Array.from({ length: Math.min(parallel, patients - i) }, async (_, k) => {
          const n = i + k;
          const accountNumber = String(400_000_000 + n);
          const created: NewEvent = {
            type: 'PatientCreated',
            data: { accountNumber, practiceId: PRACTICE, locationId: LOCATION, firstName: `Fn${pad(n)}`, lastName: `Surname${pad(n)}`, email: `patient${pad(n)}@bench.example.com`, dob: '01/02/1990', phone: '5125550143' },
            metadata: meta(),
          };
          await store.appendToStream(`customer-${accountNumber}`, [created], { expectedVersion: 'no_stream' });
          const count = n % 2 === 0 ? 1 : 2; // 1.5 on average
          const rx: NewEvent[] = Array.from({ length: count }, (_, j) => {
            const eye = eyes[(n + j) % eyes.length]!;
            const data: PrescriptionEvent['data'] = {
              prescriptionId: `rx-${n}-${j}`,
              patientAccountNo: accountNumber,
              practiceId: PRACTICE,
              locationId: LOCATION,
              prescriptionNickname: `Rx ${j + 1}`,
              prescriptionExpirationDate: `${2025 + ((n + j) % 5)}-0${1 + ((n + j) % 9)}-15`,
              prescriber: `Dr. ${n % 40}`,
              sameForBothEyes: j === 0,
              rightEyeRx: eye,
              leftEyeRx: eye,
              createdInPms: false,
            };
            return { type: 'PrescriptionCreated', data, metadata: meta() };
          });
          await store.appendToStream(prescriptionsStream(accountNumber), rx, { expectedVersion: 'no_stream' });
        }),
      );
    }
  });

  // The projections catch up through the real rebuild path (batched apply + checkpoint).
  const projected = await seconds(async () => {
    // Every read model's tables exist (routes may join any of them); the ones with events are rebuilt.
    for (const projection of projections) await prepareProjection(ctx.sql, projection, 'rm');
    for (const projection of [customersProjection, catalogProjection, prescriptionsProjection]) {
      await rebuildProjection({ sql: ctx.sql, db, store, projection, schema: 'rm', batchSize: 2000 });
    }
  });
  if (ctx.kind === 'pg') await ctx.sql.exec('ANALYZE rm.customers; ANALYZE rm.prescriptions');
  const { rows: counted } = await ctx.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM rm.prescriptions');
  const { rows: trgm } = await ctx.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = 'rm' AND tablename = 'customers' AND indexdef ILIKE '%gin_trgm_ops%'`);
  console.log(
    `  setup: ${patients} patients + ${counted[0]!.n} prescriptions appended in ${setup.toFixed(1)} s, projected in ${projected.toFixed(1)} s; trigram index on customers.search_text: ${trgm[0]!.n > 0 ? 'yes' : 'no'}`,
  );

  // ---- the query API in-process, signed in as staff of the practice.
  const app = await benchQueryApi(ctx.sql, db, store);
  const token = app.jwt.sign({ sub: '700000001', customerGroup: 'Staff', sessionId: 'bench', practiceId: PRACTICE, locationId: LOCATION });
  const post = async (app: FastifyInstance, url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = () => Math.floor(random() * patients);

  const searchByApi = async () => {
    const n = pick();
    const r = await post(app, '/api/customer/search', { keyword: `Surname${pad(n)}` });
    if (!(r.patients as unknown[]).length) throw new Error('search found nothing');
  };
  const searchNaive = async () => {
    const n = pick();
    const { rows } = await ctx.sql.query(
      `SELECT account_number, first_name, last_name, email, dob, phone FROM rm.customers
        WHERE practice_id = $1 AND customer_group = 'Patient' AND (first_name || ' ' || last_name || ' ' || email) ILIKE $2
        ORDER BY last_name, first_name LIMIT 12`,
      [PRACTICE, `%Surname${pad(n)}%`],
    );
    if (rows.length === 0) throw new Error('naive search found nothing');
  };
  const rxByApi = async () => {
    const n = pick();
    const r = await post(app, '/api/prescription/get', { patientAccountNumber: String(400_000_000 + n) });
    if (!(r.prescriptions as unknown[]).length) throw new Error('no prescriptions');
  };
  const rxByFold = async () => {
    const n = pick();
    const { events } = await store.readStream<PrescriptionEvent>(prescriptionsStream(String(400_000_000 + n)));
    const state = fold(prescriptionsDecider, events);
    const list = Object.values(state.prescriptions)
      .filter((p) => p.state === 'active')
      .sort((a, b) => b.prescriptionExpirationDate.localeCompare(a.prescriptionExpirationDate))
      .map((p) => ({ ...p, isExpired: isExpired(p.prescriptionExpirationDate, today) }));
    if (list.length === 0) throw new Error('fold found nothing');
  };

  const results: BenchResult[] = [];
  const search = await p95Pair(requests, searchByApi, searchNaive);
  results.push({ name: `patient-search p95 (${patients} patients, one practice, API)`, value: search.ours, unit: 'ms', baseline: search.baseline, baselineUnit: 'ms (ILIKE on the table, SQL only)' });
  const rx = await p95Pair(requests, rxByApi, rxByFold);
  results.push({ name: `prescription-get p95 (${patients} patients, ${counted[0]!.n} prescriptions, API)`, value: rx.ours, unit: 'ms', baseline: rx.baseline, baselineUnit: 'ms (read + fold the stream)' });
  await app.close();
  await store.close();
  await db.destroy();
  return results;
}

/** p95 in ms of `n` sequential calls of each, interleaved (so drift hits both alike), after a warm-up. */
async function p95Pair(n: number, ours: () => Promise<void>, baseline: () => Promise<void>): Promise<{ ours: number; baseline: number }> {
  for (let i = 0; i < 20; i++) {
    await ours();
    await baseline();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < n; i++) {
    a.push((await seconds(ours)) * 1000);
    b.push((await seconds(baseline)) * 1000);
  }
  return { ours: p95(a), baseline: p95(b) };
}

function p95(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]! * 100) / 100;
}
