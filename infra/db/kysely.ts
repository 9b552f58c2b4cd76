import { Kysely, PostgresDialect } from 'kysely';
import type { SqlClient } from './sql-client';

/**
 * Kysely over our SqlClient, so read models and repositories are written once for both
 * real PostgreSQL and PGlite. Kysely's PostgresDriver only needs connect()/query()/release().
 */
export function createKysely<DB>(client: SqlClient): Kysely<DB> {
  const pool = {
    async connect() {
      const conn = await client.connect();
      return {
        async query(sql: string, params: unknown[]) {
          const r = await conn.query(sql, params);
          return { rows: r.rows, rowCount: r.rowCount, command: commandOf(sql) };
        },
        release: () => conn.release(),
      };
    },
    async end() {
      /* the SqlClient owns the connections; closing it is the caller's job */
    },
  };
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as never }) });
}

function commandOf(sql: string): 'INSERT' | 'UPDATE' | 'DELETE' | 'SELECT' | 'MERGE' {
  const head = sql.trimStart().slice(0, 6).toUpperCase();
  if (head === 'INSERT' || head === 'UPDATE' || head === 'DELETE' || head === 'MERGE') return head as never;
  return 'SELECT';
}
