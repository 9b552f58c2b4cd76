/**
 * The one database seam every process uses: a pool-like client that runs on a `pg` Pool
 * (real PostgreSQL) or on embedded PGlite, with identical results.
 *
 * Normalisation lives here, not in callers: int8/bigint columns come back as JS numbers from
 * both backends (PGlite already does; `pg` gives strings, so we install a parser).
 */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * A name for the statement on the hot path: on PostgreSQL each connection parses and plans it
   * once and then only binds and executes it (the same name must always carry the same SQL text).
   * PGlite ignores it.
   */
  prepare?: string;
}

export interface SqlConnection {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<R>>;
  /** Runs a script of several statements (DDL, migrations). No parameters. */
  exec(sql: string): Promise<void>;
}

export interface PooledConnection extends SqlConnection {
  release(): void;
}

/** A connection of its own (outside the pool) that says when it is gone. */
export interface DedicatedConnection extends PooledConnection {
  /** Resolves when the connection ends or breaks (server restart, connection killed); never on PGlite. */
  readonly closed: Promise<void>;
}

export interface CopyOptions {
  /**
   * The rows replace the table's contents: TRUNCATE and COPY … (FREEZE) in one transaction, so the
   * rows are written frozen and all-visible (no VACUUM needed before index-only scans).
   */
  replace?: boolean;
}

/** The pool right now (metrics): connections lent out, idle in the pool, and callers waiting for one. */
export interface PoolStats {
  inUse: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface SqlClient extends SqlConnection {
  readonly kind: 'pg' | 'pglite';
  /** The pool's connections and waiters (PGlite: its one connection, held or not). */
  stats(): PoolStats;
  /** A dedicated connection (for a transaction). Must be released. */
  connect(): Promise<PooledConnection>;
  /** A connection outside the pool, for long-held session state (advisory locks). End it with release(). */
  connectDedicated(): Promise<DedicatedConnection>;
  /**
   * Bulk load on a connection of its own: `COPY table (columns) FROM STDIN` fed with COPY-text chunks (infra/db/copy-text.ts).
   * `table` and `columns` are trusted identifiers (schema-qualified names built by our code).
   */
  copyFrom(table: string, columns: readonly string[], chunks: Iterable<string>, options?: CopyOptions): Promise<void>;
  /** BEGIN … COMMIT around fn, ROLLBACK on throw. */
  transaction<T>(fn: (tx: SqlConnection) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns an unlisten function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  end(): Promise<void>;
}

export async function withTransaction<T>(client: SqlClient, fn: (tx: SqlConnection) => Promise<T>): Promise<T> {
  const conn = await client.connect();
  try {
    await conn.query('BEGIN');
    const result = await fn(conn);
    await conn.query('COMMIT');
    return result;
  } catch (err) {
    await conn.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    conn.release();
  }
}
