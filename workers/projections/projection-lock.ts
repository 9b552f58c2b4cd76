import type { PooledConnection, SqlClient } from '../../infra/db/sql-client';

export interface ProjectionLock {
  release(): Promise<void>;
}

/**
 * One active runner per projection: a session-level advisory lock held on a dedicated connection
 * for as long as the runner lives. If the process dies, PostgreSQL drops the lock with the
 * connection and a standby takes over. PGlite is a single in-process connection (one process can
 * open the data directory): there the lock is held in memory per database, so two runners (or
 * schedulers) in that one process still exclude each other.
 */
const inProcessLocks = new WeakMap<SqlClient, Set<string>>();

export async function acquireProjectionLock(
  sql: SqlClient,
  schema: string,
  projection: string,
): Promise<ProjectionLock | undefined> {
  if (sql.kind === 'pglite') {
    const key = `${schema}.${projection}`;
    const held = inProcessLocks.get(sql) ?? new Set<string>();
    inProcessLocks.set(sql, held);
    if (held.has(key)) return undefined;
    held.add(key);
    return { release: async () => void held.delete(key) };
  }
  const conn: PooledConnection = await sql.connectDedicated();
  try {
    const { rows } = await conn.query<{ ok: boolean }>(
      `SELECT pg_try_advisory_lock(hashtext('projection'), hashtext($1)) AS ok`,
      [`${schema}.${projection}`],
    );
    if (!rows[0]?.ok) {
      conn.release();
      return undefined;
    }
  } catch (err) {
    conn.release();
    throw err;
  }
  return {
    async release() {
      await conn
        .query(`SELECT pg_advisory_unlock(hashtext('projection'), hashtext($1))`, [`${schema}.${projection}`])
        .catch(() => undefined);
      conn.release();
    },
  };
}
