import { PGlite } from '@electric-sql/pglite';
import type { DedicatedConnection, PooledConnection, QueryResult, SqlClient, SqlConnection } from './sql-client';
import { copyStatement } from './copy-text';
import { withTransaction } from './sql-client';

/**
 * PGlite is one connection. To offer pool semantics we hand it out exclusively: `connect()`
 * waits for the previous holder to release, so a transaction is never interleaved with
 * another caller's statements. Plain `query()` calls also take the connection for one statement.
 */
export function createPgliteClient(dataDir?: string): SqlClient {
  const db = new PGlite(dataDir);
  let tail: Promise<void> = Promise.resolve();
  /** Callers holding or waiting for the one connection. */
  let claims = 0;

  function acquire(): Promise<() => void> {
    let release!: () => void;
    claims++;
    const next = new Promise<void>((r) => (release = () => (claims--, r())));
    const ready = tail.then(() => release);
    tail = tail.then(() => next);
    return ready;
  }

  const direct: SqlConnection = {
    async query<R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      const r = await db.query<R>(sql, params as unknown[] | undefined);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };

  const client: SqlClient = {
    kind: 'pglite',
    stats: () => ({ inUse: claims > 0 ? 1 : 0, idle: claims > 0 ? 0 : 1, waiting: Math.max(0, claims - 1), max: 1 }),
    async query(sql, params) {
      const release = await acquire();
      try {
        return await direct.query(sql, params);
      } finally {
        release();
      }
    },
    async exec(sql) {
      const release = await acquire();
      try {
        await direct.exec(sql);
      } finally {
        release();
      }
    },
    async copyFrom(table, columns, chunks, options = {}) {
      const release = await acquire();
      try {
        // PGlite reads COPY data from a Blob it is handed as '/dev/blob'.
        const blob = new Blob([...chunks]);
        if (options.replace) {
          await db.transaction(async (tx) => {
            await tx.exec(`TRUNCATE ${table}`);
            await tx.query(copyStatement(table, columns, "'/dev/blob'", true), [], { blob });
          });
        } else await db.query(copyStatement(table, columns, "'/dev/blob'"), [], { blob });
      } finally {
        release();
      }
    },
    async connect(): Promise<PooledConnection> {
      const release = await acquire();
      let released = false;
      return {
        ...direct,
        release: () => {
          if (!released) {
            released = true;
            release();
          }
        },
      };
    },
    async connectDedicated(): Promise<DedicatedConnection> {
      // The one in-process connection never breaks apart from the database itself.
      return { ...(await client.connect()), closed: new Promise<void>(() => undefined) };
    },
    transaction: (fn) => withTransaction(client, fn),
    async listen(channel, onNotify) {
      const unsub = await db.listen(channel, onNotify);
      return async () => {
        await unsub();
      };
    },
    end: () => db.close(),
  };
  return client;
}
