import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { to as copyToStdout } from 'pg-copy-streams';
import { runAnalyticsExport } from '../infra/analytics/export/run-export';
import type { SqlClient } from '../infra/db/sql-client';
import { PostgresEventStore } from '../infra/event-store/postgres-event-store';
import { writeEventsDirect } from './lib/bulk-log';
import { seconds } from './lib/measure';
import { ReportsLogGenerator } from './lib/order-generator';
import type { BenchContext, BenchResult } from './lib/types';

/**
 * `analytics-export` (issue #32): the de-identified Parquet export of the reports bench's history
 * (bench/lib/order-generator.ts: 1,000,000 orders across 50 practices; quick: 50,000 across 10),
 * written straight into es_events (set-up, not measured). Ours: `runAnalyticsExport` from an empty
 * folder (read in batches through the event store, every event flattened and pseudonymised, the
 * facts folded, Parquet written by DuckDB), events/s. The floor, in the same run on the same
 * database: the same rows read by a plain `COPY (SELECT … FROM es_events ORDER BY …) TO STDOUT`
 * (pg-copy-streams; on PGlite, which has no COPY TO STDOUT, paged SELECTs) into a CSV file, written
 * as Parquet by DuckDB with no transformation. Ratio = ours / floor (≥ 0.5 is the bar).
 */

const COLUMNS = 'global_position, transaction_id::text AS transaction_id, stream_id, type, data::text AS data, metadata::text AS metadata';

async function copyOut(ctx: BenchContext, file: string): Promise<void> {
  const query = `COPY (SELECT ${COLUMNS} FROM es_events ORDER BY transaction_id, global_position) TO STDOUT WITH (FORMAT csv, HEADER true)`;
  if (ctx.url) {
    const client = new pg.Client({ connectionString: ctx.url });
    await client.connect();
    try {
      await pipeline(client.query(copyToStdout(query)), createWriteStream(file));
    } finally {
      await client.end();
    }
    return;
  }
  await pagedCsv(ctx.sql, file);
}

/** PGlite: the same rows by pages of 20,000, written as CSV. */
async function pagedCsv(sql: SqlClient, file: string): Promise<void> {
  const out = createWriteStream(file);
  const csv = (v: unknown) => {
    const s = String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  out.write('global_position,transaction_id,stream_id,type,data,metadata\n');
  let after = 0;
  for (;;) {
    const { rows } = await sql.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM es_events WHERE global_position > $1 ORDER BY global_position LIMIT 20000`, [after]);
    if (rows.length === 0) break;
    for (const r of rows) out.write(`${[r.global_position, r.transaction_id, r.stream_id, r.type, r.data, r.metadata].map(csv).join(',')}\n`);
    after = Number(rows[rows.length - 1]!.global_position);
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

export async function analyticsExportBench(ctx: BenchContext): Promise<BenchResult[]> {
  const quick = ctx.quick || ctx.kind === 'pglite';
  const orders = Number(process.env.BENCH_EXPORT_ORDERS ?? (quick ? 50_000 : 1_000_000));
  const practices = Number(process.env.BENCH_EXPORT_PRACTICES ?? (quick ? 10 : 50));
  const store = new PostgresEventStore(ctx.sql);
  await store.init();
  const gen = new ReportsLogGenerator({ orders, practices });
  let events = 0;
  const setup = await seconds(async () => {
    let pending: Promise<unknown> | undefined;
    for (const chunk of gen.chunks()) {
      await pending;
      events += chunk.events.length;
      pending = writeEventsDirect(ctx.sql, chunk.events);
    }
    await pending;
  });
  if (ctx.kind === 'pg') await ctx.sql.exec('ANALYZE es_events');
  console.log(`  set-up: ${events.toLocaleString('en-US')} events (${orders.toLocaleString('en-US')} orders, ${practices} practices) written in ${setup.toFixed(1)} s`);

  const dir = mkdtempSync(join(tmpdir(), 'lensloop-export-bench-'));
  try {
    // ---- the floor: COPY out, Parquet by DuckDB with no transformation.
    const csv = join(dir, 'floor.csv');
    const floorParquet = join(dir, 'floor.parquet');
    let floorRead = 0;
    const floor = await seconds(async () => {
      floorRead = await seconds(() => copyOut(ctx, csv));
      const conn = await (await DuckDBInstance.create(':memory:')).connect();
      await conn.run(`COPY (SELECT * FROM read_csv('${csv}', header = true, all_varchar = false)) TO '${floorParquet}' (FORMAT parquet)`);
      conn.closeSync();
    });
    // ---- ours: the export from an empty folder.
    const out = join(dir, 'export');
    let exported = 0;
    let nextReport = Date.now() + 30_000;
    const ours = await seconds(async () => {
      const summary = await runAnalyticsExport(store, {
        out,
        secret: 'bench-secret-0123456789abcdef',
        onProgress: (p) => {
          if (Date.now() < nextReport) return;
          nextReport = Date.now() + 30_000;
          console.log(`  export: ${p.done.toLocaleString('en-US')} / ${p.total.toLocaleString('en-US')} (${Math.round(p.ratePerSecond).toLocaleString('en-US')} ev/s, ETA ${p.etaSeconds.toFixed(0)} s)`);
        },
      });
      exported = summary.events;
      console.log(`  export: ${summary.events.toLocaleString('en-US')} events, ${summary.files} files, ${summary.factMonthsRewritten} fact months; read ${summary.phases.readSeconds.toFixed(1)} s (overlapping), fold ${summary.phases.foldSeconds.toFixed(1)} s, write ${summary.phases.writeSeconds.toFixed(1)} s`);
    });
    if (exported !== events) throw new Error(`the export read ${exported} events of ${events}`);
    // ---- a second run with nothing new (incremental): the checkpoint alone.
    const again = await seconds(async () => {
      const s = await runAnalyticsExport(store, { out, secret: 'bench-secret-0123456789abcdef' });
      if (s.events !== 0) throw new Error('the second run exported again');
    });
    console.log(`  floor: ${floor.toFixed(2)} s (COPY out ${floorRead.toFixed(2)} s, DuckDB to Parquet ${(floor - floorRead).toFixed(2)} s); ours ${ours.toFixed(2)} s; ratio ${(floor / ours).toFixed(2)}; a second run with nothing new: ${again.toFixed(2)} s`);
    return [{ name: 'analytics-export (events/s)', value: events / ours, unit: 'events/s', baseline: events / floor, baselineUnit: 'events/s (COPY out + DuckDB Parquet, no transformation)' }];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
