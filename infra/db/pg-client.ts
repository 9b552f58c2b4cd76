import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { copyStatement } from './copy-text';
import type { CopyOptions, DedicatedConnection, PooledConnection, QueryOptions, QueryResult, SqlClient, SqlConnection } from './sql-client';
import { withTransaction } from './sql-client';

const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** The pool size when neither the caller nor DB_POOL_MAX says otherwise. */
export const DEFAULT_POOL_MAX = 10;
/** How long a LISTEN connection that broke waits before it connects again. */
const RELISTEN_MS = 500;

/** Per-pool type parsers: int8 → number (safe for positions, counts, cents), numeric → number. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => (v === null ? null : Number(v));
    return pg.types.getTypeParser(oid, format);
  },
};

/** COPY … FROM STDIN on one connection (a pool lends one for the duration). */
async function copyFrom(c: pg.ClientBase | pg.Pool, table: string, columns: readonly string[], chunks: Iterable<string>, options: CopyOptions = {}): Promise<void> {
  if (c instanceof pg.Pool) {
    const own = await c.connect();
    try {
      return await copyFrom(own, table, columns, chunks, options);
    } finally {
      own.release();
    }
  }
  if (!options.replace) {
    await pipeline(Readable.from(chunks), c.query(copyFromStdin(copyStatement(table, columns, 'STDIN'))));
    return;
  }
  await c.query(`BEGIN; TRUNCATE ${table}`);
  try {
    await pipeline(Readable.from(chunks), c.query(copyFromStdin(copyStatement(table, columns, 'STDIN', true))));
    await c.query('COMMIT');
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

function wrap(c: pg.ClientBase | pg.Pool): SqlConnection {
  return {
    async query<R>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<R>> {
      const values = params as unknown[] | undefined;
      const r = options?.prepare ? await c.query({ name: options.prepare, text: sql, values }) : await c.query(sql, values);
      return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  };
}

/** A client outside the pool whose `closed` resolves when it ends or breaks. */
async function openOwnClient(connectionString: string): Promise<{ client: pg.Client; closed: Promise<void> }> {
  const client = new pg.Client({ connectionString, types, keepAlive: true });
  const closed = new Promise<void>((resolve) => {
    client.once('end', () => resolve());
    // A broken connection (server restart, terminated backend) must not crash the process.
    client.on('error', () => resolve());
  });
  await client.connect();
  return { client, closed };
}

/**
 * A `pg` Pool of at most `max` connections (DB_POOL_MAX, D-560). Outside it, and counted apart in
 * the connection budget: one LISTEN connection per `listen` call (the event store has one per
 * process) and the dedicated connections of `connectDedicated` (the process's lock session).
 * Connections name their process in pg_stat_activity through PGAPPNAME.
 */
export function createPgClient(connectionString: string, opts: { max?: number } = {}): SqlClient {
  const max = opts.max ?? DEFAULT_POOL_MAX;
  const pool = new pg.Pool({ connectionString, max, types });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const base = wrap(pool);
  const client: SqlClient = {
    kind: 'pg',
    ...base,
    stats: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    copyFrom: (table, columns, chunks, options) => copyFrom(pool, table, columns, chunks, options),
    async connect(): Promise<PooledConnection> {
      const c = await pool.connect();
      // A checked-out client has no 'error' listener of the pool's: without ours, a connection
      // that breaks between two statements (a server restart mid-transaction) would crash the
      // process with an unhandled 'error' event. A broken client is given back as broken, so the
      // pool drops it instead of lending it again.
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      c.on('error', onError);
      return {
        ...wrap(c),
        release: () => {
          c.off('error', onError);
          c.release(broken);
        },
      };
    },
    async connectDedicated(): Promise<DedicatedConnection> {
      const { client: c, closed } = await openOwnClient(connectionString);
      return { ...wrap(c), closed, release: () => void c.end().catch(() => undefined) };
    },
    transaction: (fn) => withTransaction(client, fn),
    async listen(channel, onNotify) {
      // A dedicated, long-lived connection outside the pool. When it breaks (a server restart) it
      // connects again by itself, and says so with an empty notification: something may have been
      // announced while nobody listened.
      let stopped = false;
      let current: pg.Client | undefined;
      const open = async (): Promise<void> => {
        const { client: listener, closed } = await openOwnClient(connectionString);
        listener.on('notification', (n) => {
          if (n.channel === channel) onNotify(n.payload ?? '');
        });
        try {
          await listener.query(`LISTEN "${channel.replace(/"/g, '')}"`);
        } catch (err) {
          void listener.end().catch(() => undefined);
          throw err;
        }
        current = listener;
        void closed.then(() => {
          if (stopped) return;
          current = undefined;
          void listener.end().catch(() => undefined);
          reopen();
        });
      };
      const reopen = (): void => {
        setTimeout(() => {
          if (stopped) return;
          open().then(
            () => onNotify(''),
            () => reopen(),
          );
        }, RELISTEN_MS).unref();
      };
      await open();
      return async () => {
        stopped = true;
        await current?.end().catch(() => undefined);
      };
    },
    end: () => pool.end(),
  };
  return client;
}
