import type { SqlClient } from './sql-client';

/**
 * Serialises schema set-up across processes (command-api, query-api and workers start together
 * in docker-compose; concurrent CREATE … IF NOT EXISTS can still collide in the catalog).
 * PGlite is one process and one connection: nothing to serialise.
 */
export async function withDdlLock<T>(sql: SqlClient, fn: () => Promise<T>): Promise<T> {
  if (sql.kind === 'pglite') return fn();
  const conn = await sql.connectDedicated();
  try {
    await conn.query(`SELECT pg_advisory_lock(hashtext('lensloop:ddl'))`);
    return await fn();
  } finally {
    await conn.query(`SELECT pg_advisory_unlock(hashtext('lensloop:ddl'))`).catch(() => undefined);
    conn.release();
  }
}
