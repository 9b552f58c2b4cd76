import { rmSync } from 'node:fs';
import { createKysely } from '../infra/db/kysely';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { CHECKPOINTS_DDL } from '../infra/read-models/checkpoints';
import type { ReadModels } from '../infra/read-models/tables';
import { customersProjection } from '../projections/customers';
import { createReadIndexesInParallel } from '../workers/projections/prepare-schema';
import { rebuildProjection } from '../workers/projections/rebuild';
import { seconds } from './lib/measure';
import type { BenchContext, BenchResult } from './lib/types';

const BATCH = 2000;

/**
 * `replay`: the customers read model rebuilt from N PatientCreated events through the real
 * rebuild path (read the log in order, decode, fold the rows in memory, COPY them, build the read
 * indexes, VACUUM ANALYZE), vs plain multi-row INSERTs of the very same read-model rows (2,000 per
 * statement), vs COPY of those rows into a bare table, and vs COPY of them plus the same read
 * indexes (the same final state; the issue #19 floor: ≥ 0.5 × COPY).
 */
export async function replayBench(ctx: BenchContext): Promise<BenchResult[]> {
  const n = ctx.quick ? 20_000 : 100_000;
  const store = new PostgresEventStore(ctx.sql);
  await store.init();
  await ctx.sql.exec(CHECKPOINTS_DDL);
  await generateEvents(ctx, n);
  const db = createKysely<ReadModels>(ctx.sql);

  const ours = await seconds(async () => {
    const { applied } = await rebuildProjection({
      sql: ctx.sql,
      db,
      store,
      projection: customersProjection,
      schema: 'rm',
      intoSchema: 'bench_replay',
    });
    if (applied !== n) throw new Error(`replayed ${applied} of ${n}`);
  });

  // Baseline: the same rows, already computed, inserted with plain multi-row INSERTs.
  const { rows } = await ctx.sql.query<Record<string, unknown>>(`SELECT * FROM bench_replay.customers ORDER BY account_number`);
  await ctx.sql.exec(`CREATE SCHEMA IF NOT EXISTS bench_plain; ${customersProjection.ddl('bench_plain')}`);
  const columns = Object.keys(rows[0]!);
  const baseline = await seconds(async () => {
    for (let i = 0; i < rows.length; i += BATCH) {
      const chunk = rows.slice(i, i + BATCH);
      const params: unknown[] = [];
      const tuples = chunk.map((r) => `(${columns.map((c) => `$${params.push(r[c])}`).join(',')})`);
      await ctx.sql.query(`INSERT INTO bench_plain.customers (${columns.join(',')}) VALUES ${tuples.join(',')}`, params);
    }
  });
  const copy = await copyBaseline(ctx);
  await store.close();
  await db.destroy();
  const results: BenchResult[] = [{ name: 'replay', value: n / ours, unit: 'events/s', baseline: n / baseline, baselineUnit: 'rows/s' }];
  if (copy !== undefined) {
    results.push({ name: 'replay-vs-copy', value: n / ours, unit: 'events/s', baseline: n / copy.rows, baselineUnit: 'rows/s (COPY)' });
    results.push({ name: 'replay-vs-copy-indexed', value: n / ours, unit: 'events/s', baseline: n / copy.indexed, baselineUnit: 'rows/s (COPY + read indexes)' });
  }
  return results;
}

/**
 * The floor (issue #19): the same final rows, taken from the rebuilt table, loaded with COPY into a
 * fresh table. Server-side COPY through a file the server itself wrote (the bench's server is on this
 * machine; not timed), so only the load is measured. Undefined where the server cannot (PGlite).
 */
async function copyBaseline(ctx: BenchContext): Promise<{ rows: number; indexed: number } | undefined> {
  if (ctx.kind !== 'pg') return undefined;
  const file = `/tmp/lensloop-replay-copy-${process.pid}.tsv`;
  try {
    await ctx.sql.exec(`COPY bench_replay.customers TO '${file}'`);
    await ctx.sql.exec(`CREATE SCHEMA IF NOT EXISTS bench_copy; ${customersProjection.ddl('bench_copy')}`);
    const rows = await seconds(() => ctx.sql.exec(`COPY bench_copy.customers FROM '${file}'`));
    const indexes = await seconds(() => createReadIndexesInParallel(ctx.sql, customersProjection, 'bench_copy'));
    return { rows, indexed: rows + indexes };
  } catch (err) {
    console.log(`  replay: no COPY baseline (${(err as Error).message})`);
    return undefined;
  } finally {
    rmSync(file, { force: true });
  }
}

/** Bulk-writes N PatientCreated events across 50 practices, 5,000 per transaction (setup, not measured). */
async function generateEvents(ctx: BenchContext, n: number) {
  for (let from = 1; from <= n; from += 5000) {
    const to = Math.min(n, from + 4999);
    await ctx.sql.query(
      `INSERT INTO es_events (event_id, stream_id, stream_position, type, data, metadata)
       SELECT gen_random_uuid(), 'customer-' || (300000000 + g), 0, 'PatientCreated',
              jsonb_build_object('accountNumber', (300000000 + g)::text, 'practiceId', 'PR-' || (g % 50),
                                 'locationId', 'LOC-' || (g % 50), 'firstName', 'First' || g, 'lastName', 'Last' || g,
                                 'email', 'patient' || g || '@example.com', 'dob', '01/02/1990', 'phone', '5125550143'),
              jsonb_build_object('actor', jsonb_build_object('accountNumber', '700000001', 'customerGroup', 'Staff'),
                                 'correlationId', 'bench', 'occurredAt', '2026-01-01T00:00:00.000Z', 'schemaVersion', 1)
         FROM generate_series($1::int, $2::int) g`,
      [from, to],
    );
    await ctx.sql.query(
      `INSERT INTO es_streams (stream_id, version) SELECT 'customer-' || (300000000 + g), 0 FROM generate_series($1::int, $2::int) g`,
      [from, to],
    );
  }
}
