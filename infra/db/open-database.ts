import { mkdirSync } from 'node:fs';
import { createPgClient } from './pg-client';
import { createPgliteClient } from './pglite-client';
import type { SqlClient } from './sql-client';

/** DATABASE_URL → real PostgreSQL; otherwise embedded PGlite in DATA_DIR (or in memory with ':memory:'). */
export function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): SqlClient {
  if (opts.databaseUrl) return createPgClient(opts.databaseUrl);
  if (!opts.dataDir || opts.dataDir === ':memory:') return createPgliteClient();
  mkdirSync(opts.dataDir, { recursive: true });
  return createPgliteClient(opts.dataDir);
}
