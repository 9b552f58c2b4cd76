import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STARTER_QUERIES } from '../domain/analysis/starter-queries';
import { openSandbox } from '../infra/analytics/engine/open-sandbox';
import { runQueryPage } from '../infra/analytics/engine/run-query-page';
import { writeSyntheticExport } from './lib/synthetic-analysis-export';
import type { BenchContext, BenchResult } from './lib/types';

/**
 * `analysis-<starter query>` (issue #32): each starter query over the 1,000,000-order export
 * (quick: 100,000; BENCH_ANALYSIS_ORDERS to choose; BENCH_ANALYSIS_DIR to read an export already
 * written, e.g. the exporter's of the 1 M-order log), through the Analysis screen's own path — the
 * locked-down engine, the read-only check, the first page of 50 rows and the count — in seconds,
 * the best of three (the target: < 2 s each), beside the floor measured in the same run over the
 * same files: `SELECT count(*)` of the tables the query reads, through the same engine.
 */
export async function analysisQueriesBench(ctx: BenchContext): Promise<BenchResult[]> {
  const orders = Number(process.env.BENCH_ANALYSIS_ORDERS ?? (ctx.quick ? 100_000 : 1_000_000));
  const given = process.env.BENCH_ANALYSIS_DIR;
  const dir = given ?? mkdtempSync(join(tmpdir(), 'lensloop-analysis-bench-'));
  try {
    if (!given) {
      const t0 = Date.now();
      await writeSyntheticExport(dir, orders);
      console.log(`  analysis: wrote a synthetic export of ${orders.toLocaleString('en-US')} orders in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const sandbox = await openSandbox(dir, { timeLimitSeconds: 120, rowCap: 100_000, memoryLimit: '2GB', threads: 2 });
    try {
      const best = async (sql: string) => {
        let min = Infinity;
        for (let i = 0; i < 3; i++) {
          const t = performance.now();
          await runQueryPage(sandbox, sql, { offset: 0, limit: 50 });
          min = Math.min(min, (performance.now() - t) / 1000);
        }
        return min;
      };
      const results: BenchResult[] = [];
      for (const q of STARTER_QUERIES) {
        const tables = sandbox.tables.map((t) => t.name).filter((name) => new RegExp(`\\b${name}\\b`).test(q.sql));
        const floor = await best(`SELECT ${tables.map((t) => `(SELECT count(*) FROM ${t})`).join(' + ')} AS n`);
        const value = await best(q.sql);
        results.push({ name: `analysis-${q.id}`, value: round(value), unit: 's', baseline: round(floor), baselineUnit: 's (count(*) floor)' });
      }
      return results;
    } finally {
      sandbox.close();
    }
  } finally {
    if (!given) rmSync(dir, { recursive: true, force: true });
  }
}

const round = (s: number) => Math.round(s * 1000) / 1000;
