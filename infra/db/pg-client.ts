import pg from 'pg';
import type { PooledConnection, QueryResult, SqlClient, SqlConnection } from './sql-client';
import { withTransaction } from './sql-client';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Per-pool type parsers: int8 → number (safe for positions, counts, cents), numeric → number. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => (v === null ? null : Number(v));
    return pg.types.getTypeParser(oid, format);
  },
};

function wrap(c: pg.ClientBase | pg.Pool): SqlConnection {
  return {
    async query<R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      const r = await c.query(sql, params as unknown[] | undefined);
      return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  };
}

export function createPgClient(connectionString: string, opts: { max?: number } = {}): SqlClient {
  const pool = new pg.Pool({ connectionString, max: opts.max ?? 10, types });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const base = wrap(pool);
  const client: SqlClient = {
    kind: 'pg',
    ...base,
    async connect(): Promise<PooledConnection> {
      const c = await pool.connect();
      return { ...wrap(c), release: () => c.release() };
    },
    async connectDedicated(): Promise<PooledConnection> {
      const c = new pg.Client({ connectionString, types });
      c.on('error', () => undefined);
      await c.connect();
      return { ...wrap(c), release: () => void c.end().catch(() => undefined) };
    },
    transaction: (fn) => withTransaction(client, fn),
    async listen(channel, onNotify) {
      // A dedicated, long-lived connection outside the pool.
      const listener = new pg.Client({ connectionString });
      listener.on('error', () => undefined);
      await listener.connect();
      listener.on('notification', (n) => {
        if (n.channel === channel) onNotify(n.payload ?? '');
      });
      await listener.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        await listener.end().catch(() => undefined);
      };
    },
    end: () => pool.end(),
  };
  return client;
}
