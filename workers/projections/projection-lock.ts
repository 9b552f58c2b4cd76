import type { PooledConnection, SqlClient } from '../../infra/db/sql-client';

export interface ProjectionLock {
  release(): Promise<void>;
}

/**
 * One active runner per projection: a session-level advisory lock held on a dedicated connection
 * for as long as the runner lives. If the process dies, PostgreSQL drops the lock with the
 * connection and a standby takes over. PGlite is a single in-process connection (one process can
 * open the data directory), so there is nobody to exclude and no connection is held there.
 */
export async function acquireProjectionLock(
  sql: SqlClient,
  schema: string,
  projection: string,
): Promise<ProjectionLock | undefined> {
  if (sql.kind === 'pglite') return { release: async () => undefined };
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
