import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EXPORT_STATE_FOLDER, MONTH_PARTITION } from '../../../domain/analytics/export-tables';

/**
 * Where the analyst export of a scope lives (issue #32, D-723): `${ANALYTICS_DIR}/<scope>/`, scope
 * `all` (every practice, for analysts) or `practice-<practice pseudonym>` (one practice's
 * administrator). ANALYTICS_DIR defaults to `<DATA_DIR>/analytics` (DATA_DIR defaults to ./data,
 * as the app's); a DATA_DIR of `:memory:` puts it under the system's temp folder. The app's export
 * job writes here and the analysis engine reads here; `npm run analytics:export -- --out DIR` may
 * write anywhere else.
 *
 * Inside a scope's folder: `<table>/month=YYYY-MM/*.parquet` per table
 * (domain/analytics/export-tables.ts) and `_export/` for the checkpoint and fold state.
 */
export const ALL_SCOPE = 'all';
export type ExportScope = typeof ALL_SCOPE | `practice-${string}`;

const SCOPE_PATTERN = /^(all|practice-[0-9a-f]{8,64})$/;

export function analyticsDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ANALYTICS_DIR) return resolve(env.ANALYTICS_DIR);
  const dataDir = env.DATA_DIR || './data';
  if (dataDir === ':memory:') return join(tmpdir(), 'lensloop-analytics');
  return resolve(dataDir, 'analytics');
}

/** The scope of an export: all practices, or one practice by its pseudonym. */
export function exportScope(practicePseudonym: string | null): ExportScope {
  return practicePseudonym === null ? ALL_SCOPE : `practice-${practicePseudonym}`;
}

export function isExportScope(scope: string): scope is ExportScope {
  return SCOPE_PATTERN.test(scope);
}

/** The folder of one scope's export. */
export function scopeDir(scope: ExportScope, root: string = analyticsDir()): string {
  if (!isExportScope(scope)) throw new Error(`not an export scope: ${scope}`);
  return join(root, scope);
}

/** A table's folder inside an export folder, and the folder of one of its months. */
export const tableDir = (exportDir: string, table: string) => join(exportDir, table);
export const monthDir = (exportDir: string, table: string, month: string) => join(exportDir, table, `${MONTH_PARTITION}=${month}`);

/** The exporter's own folder (checkpoint, fold state): not a table. */
export const stateDir = (exportDir: string) => join(exportDir, EXPORT_STATE_FOLDER);

/** The glob DuckDB reads a table with (`read_parquet(…, hive_partitioning = true)`). */
export const tableGlob = (exportDir: string, table: string) => join(exportDir, table, `${MONTH_PARTITION}=*`, '*.parquet');
