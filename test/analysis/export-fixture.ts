import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

/**
 * A small export folder in the exporter's layout (one folder per table, Parquet files
 * partitioned by `month=YYYY-MM`), written with DuckDB: two scopes side by side (`all` and
 * `practice-a`) so a test can prove one cannot read the other. `tables` maps a table to the
 * SELECT that yields its rows (must have a `month` column to partition by, or `flat: true`).
 */
export async function writeExportFixture(tables: Record<string, { sql: string; flat?: boolean }>): Promise<{ root: string; dir: string; otherDir: string; cleanup(): void }> {
  const root = mkdtempSync(join(tmpdir(), 'lensloop-analysis-fixture-'));
  const dir = join(root, 'all');
  const otherDir = join(root, 'practice-a');
  const instance = await DuckDBInstance.create(':memory:');
  const c = await instance.connect();
  try {
    for (const [name, table] of Object.entries(tables)) {
      mkdirSync(join(dir, name), { recursive: true });
      const target = table.flat ? join(dir, name, 'data.parquet') : join(dir, name);
      await c.run(`COPY (${table.sql}) TO '${target}' (FORMAT parquet${table.flat ? '' : ', PARTITION_BY (month), OVERWRITE_OR_IGNORE'})`);
    }
    mkdirSync(join(otherDir, 'secret'), { recursive: true });
    await c.run(`COPY (SELECT 'other scope' AS marker) TO '${join(otherDir, 'secret', 'data.parquet')}' (FORMAT parquet)`);
  } finally {
    c.closeSync();
    instance.closeSync();
  }
  return { root, dir, otherDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** A tiny orders table: 30 orders over three months, totals 10, 20, … 300. */
export const ORDERS_FIXTURE = {
  orders: {
    sql: `SELECT 'o' || i AS order_id, 'p' || (i % 2) AS practice_id, (10 * (i + 1))::DECIMAL(12,2) AS total, '2025-0' || (1 + i // 10) AS month FROM range(30) t(i)`,
  },
};
