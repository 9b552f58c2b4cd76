import { createPgClient } from './pg-client';
import { createPgliteClient } from './pglite-client';
import { lockDataDir } from './data-dir-lock';
import type { SqlClient } from './sql-client';

/** DATABASE_URL → real PostgreSQL (a pool of `poolMax`, DB_POOL_MAX); otherwise embedded PGlite in DATA_DIR (or in memory with ':memory:'). */
export function openDatabase(opts: { databaseUrl?: string; dataDir?: string; poolMax?: number }): SqlClient {
  if (opts.databaseUrl) return createPgClient(opts.databaseUrl, opts.poolMax ? { max: opts.poolMax } : {});
  if (!opts.dataDir || opts.dataDir === ':memory:') return createPgliteClient();
  const unlock = lockDataDir(opts.dataDir);
  const client = createPgliteClient(opts.dataDir);
  const end = client.end.bind(client);
  return {
    ...client,
    async end() {
      try {
        await end();
      } finally {
        unlock();
      }
    },
  };
}
