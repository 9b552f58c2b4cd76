import { existsSync } from 'node:fs';
import { appendBatchBench } from './append-batch.bench';
import { appendConcurrentBench } from './append-concurrent.bench';
import { describeBackend, freshBenchDatabase } from './lib/database';
import { formatLine, saveResults } from './lib/report';
import type { BenchFn, BenchResult } from './lib/types';
import { startTracingFromEnv } from '../infra/observability/tracing/start-tracing';

export type { BenchContext, BenchFn, BenchResult } from './lib/types';

/**
 * `npm run bench`: each benchmark on a fresh database of its own (DATABASE_URL's server, else
 * PGlite in memory), one line each: `bench NAME: VALUE UNIT | baseline VALUE UNIT | ratio R`.
 * BENCH_QUICK=1 keeps the whole run under a minute; BENCH_KEEP=1 keeps each PostgreSQL database.
 */
const BENCHES: { name: string; run: BenchFn }[] = [
  { name: 'append-batch-1', run: appendBatchBench(1) },
  { name: 'append-batch-100', run: appendBatchBench(100) },
  { name: 'append-concurrent', run: appendConcurrentBench },
];

/**
 * Hook for benchmarks owned elsewhere: when the file exists, its named export (a BenchFn, see
 * lib/types.ts) runs after the built-in ones, on its own fresh database like them.
 */
export const OPTIONAL_BENCHES: { name: string; file: string; exportName: string }[] = [
  { name: 'replay', file: './replay.bench.ts', exportName: 'replayBench' },
  { name: 'catalog', file: './catalog.bench.ts', exportName: 'catalogBench' },
  { name: 'patients-prescriptions', file: './patients-prescriptions.bench.ts', exportName: 'patientsPrescriptionsBench' },
  { name: 'checkout', file: './checkout.bench.ts', exportName: 'checkoutBench' },
  { name: 'checkout-cluster', file: './checkout-cluster.bench.ts', exportName: 'checkoutClusterBench' },
  { name: 'reports', file: './reports.bench.ts', exportName: 'reportsBench' },
  { name: 'what-if', file: './what-if.bench.ts', exportName: 'whatIfBench' },
  { name: 'analysis-queries', file: './analysis-queries.bench.ts', exportName: 'analysisQueriesBench' },
  { name: 'analytics-export', file: './analytics-export.bench.ts', exportName: 'analyticsExportBench' },
];

async function loadOptionalBenches(): Promise<{ name: string; run: BenchFn }[]> {
  const found: { name: string; run: BenchFn }[] = [];
  for (const b of OPTIONAL_BENCHES) {
    if (!existsSync(new URL(b.file, import.meta.url))) continue;
    const mod = (await import(b.file)) as Record<string, unknown>;
    const run = mod[b.exportName];
    if (typeof run !== 'function') throw new Error(`${b.file} does not export ${b.exportName}()`);
    found.push({ name: b.name, run: run as BenchFn });
  }
  return found;
}

async function main(): Promise<void> {
  // OTEL_EXPORTER_OTLP_ENDPOINT: the benches run with tracing on (docs/performance.md, "Tracing").
  const tracing = startTracingFromEnv('bench');
  if (tracing) console.log(`tracing: on, spans to ${process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT}`);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const quick = process.env.BENCH_QUICK === '1';
  const keep = process.env.BENCH_KEEP === '1';
  const backend = describeBackend(databaseUrl);
  console.log(`backend: ${backend}${quick ? ' — quick run' : ''}`);
  if (!databaseUrl) console.log('note: on PGlite, append-concurrent is serialized (one connection)');

  const results: BenchResult[] = [];
  const lines: string[] = [];
  // BENCH_ONLY=catalog,patients-prescriptions runs only those (default: all).
  const only = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const selected = [...BENCHES, ...(await loadOptionalBenches())].filter((b) => only.length === 0 || only.includes(b.name));
  for (const bench of selected) {
    const db = await freshBenchDatabase(databaseUrl);
    try {
      const out = await bench.run({ sql: db.client, quick, kind: db.kind, ...(db.url ? { url: db.url } : {}) });
      for (const r of Array.isArray(out) ? out : [out]) {
        const line = formatLine(r);
        console.log(line);
        lines.push(line);
        results.push(r);
      }
    } finally {
      // BENCH_KEEP=1 (PostgreSQL) leaves the database behind, to EXPLAIN its queries afterwards.
      if (keep && db.url) {
        await db.client.end();
        console.log(`  kept: ${db.url}`);
      } else await db.drop();
    }
  }
  saveResults(new URL('./results/', import.meta.url), { backend: tracing ? `${backend}, tracing on` : backend, quick, results, lines });
  await tracing?.shutdown();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
