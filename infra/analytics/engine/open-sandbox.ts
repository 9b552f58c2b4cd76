import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { EngineLimits } from './engine-limits';
import { exportTablesOnDisk } from './export-tables-on-disk';

/** A column of an exported table as the engine sees it. */
export interface EngineColumn {
  name: string;
  type: string;
}

export interface EngineTable {
  name: string;
  columns: EngineColumn[];
}

/** An in-memory DuckDB over one scope's export folder, locked down; queries open connections of their own. */
export interface Sandbox {
  readonly instance: DuckDBInstance;
  readonly dir: string;
  readonly tables: EngineTable[];
  readonly limits: EngineLimits;
  close(): void;
}

/**
 * Opens a fresh in-memory DuckDB over a scope's export folder (issue #32, D-800):
 *
 * 1. no extension is installed or loaded on demand (autoinstall/autoload off, set at creation);
 * 2. one view per table folder: `read_parquet('<folder>/**\/*.parquet', hive_partitioning, union_by_name)`;
 * 3. then the lock: `allowed_directories` = the export folder and a private empty spill folder,
 *    `enable_external_access = false` (no other file, no URL, no ATTACH, no extension), and
 *    `lock_configuration = true` so no statement can SET or RESET any of it again.
 *
 * Views read their files lazily, at each query; the allow-list keeps exactly those reads possible.
 * The statement-type check (only one SELECT) is the runner's (prepare-read-only.ts).
 */
export async function openSandbox(exportDir: string, limits: EngineLimits): Promise<Sandbox> {
  const dir = realpathSync(exportDir);
  const spill = mkdtempSync(join(tmpdir(), 'lensloop-analysis-'));
  const instance = await DuckDBInstance.create(':memory:', {
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    threads: String(limits.threads),
    memory_limit: limits.memoryLimit,
    temp_directory: spill,
    max_temp_directory_size: '2GB',
  });
  try {
    const setup = await instance.connect();
    try {
      for (const table of exportTablesOnDisk(dir)) {
        await setup.run(
          `CREATE VIEW ${table.name} AS SELECT * FROM read_parquet(${literal(`${table.folder}${sep}**${sep}*.parquet`)}, hive_partitioning = true, union_by_name = true)`,
        );
      }
      // Months and days of TIMESTAMPTZ columns in UTC, whatever the server's zone (the export's months are UTC).
      await setup.run("SET TimeZone = 'UTC'");
      await setup.run(`SET allowed_directories = [${literal(dir + sep)}, ${literal(spill + sep)}]`);
      await setup.run('SET enable_external_access = false');
      await setup.run('SET lock_configuration = true');
      const tables = await describeTables(setup);
      return {
        instance,
        dir,
        tables,
        limits,
        close() {
          instance.closeSync();
          rmSync(spill, { recursive: true, force: true });
        },
      };
    } finally {
      setup.closeSync();
    }
  } catch (err) {
    instance.closeSync();
    rmSync(spill, { recursive: true, force: true });
    throw err;
  }
}

async function describeTables(setup: Awaited<ReturnType<DuckDBInstance['connect']>>): Promise<EngineTable[]> {
  const reader = await setup.runAndReadAll(
    `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'main' ORDER BY table_name, ordinal_position`,
  );
  const tables = new Map<string, EngineColumn[]>();
  for (const [table, column, type] of reader.getRowsJS() as [string, string, string][]) {
    const columns = tables.get(table) ?? [];
    columns.push({ name: column, type });
    tables.set(table, columns);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

/** A SQL string literal. */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
