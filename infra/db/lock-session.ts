import type { DedicatedConnection, SqlClient } from './sql-client';

/** A session-level advisory lock held by a LockSession. */
export interface HeldLock {
  readonly key: string;
  /** Resolves when the lock is lost with the session's connection (server restart, connection killed). */
  readonly lost: Promise<void>;
  /** Gives the lock back (nothing to do when it was lost). */
  release(): Promise<void>;
}

/**
 * The advisory locks of one process on one connection (D-561): every projection, reactor and the
 * scheduler of a worker process hold their "one active runner" lock through one session instead
 * of one connection each. Keys are strings; a key is held at most once per session (PostgreSQL's
 * session locks are re-entrant, so the session itself refuses a second holder in this process).
 * If the connection breaks, every lock it held is lost: each holder's `lost` resolves, and the
 * next `tryLock` opens a new connection. If the process dies, PostgreSQL drops the locks with the
 * connection and a standby elsewhere takes them.
 */
export interface LockSession {
  /** The lock, or undefined when another session (or another holder in this process) has it. */
  tryLock(key: string): Promise<HeldLock | undefined>;
  /** Keys held now. */
  held(): string[];
  /** Releases every lock and ends the connection. */
  close(): Promise<void>;
}

/** The (classid, objid) space of our locks: hashtext('projection'), hashtext(key) — as before D-561. */
const SPACE = 'projection';

export function openLockSession(sql: SqlClient): LockSession {
  return sql.kind === 'pglite' ? inProcessSession(sql) : new PgLockSession(sql);
}

interface Holder {
  lost: () => void;
}

class PgLockSession implements LockSession {
  private conn?: Promise<DedicatedConnection>;
  private readonly holders = new Map<string, Holder>();
  /** tryLock calls made in the same turn share one statement. */
  private batch?: { keys: Set<string>; result: Promise<Set<string>> };
  private closing = false;
  /** Statements on the session's connection go one at a time (pg does not queue them for us). */
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly sql: SqlClient) {}

  held(): string[] {
    return [...this.holders.keys()];
  }

  async tryLock(key: string): Promise<HeldLock | undefined> {
    if (this.closing) throw new Error('lock session is closed');
    if (this.holders.has(key)) return undefined;
    const batch = (this.batch ??= this.startBatch());
    batch.keys.add(key);
    const won = await batch.result;
    if (!won.has(key) || this.holders.has(key) || this.closing) return undefined;
    let lost!: () => void;
    const lostPromise = new Promise<void>((r) => (lost = r));
    const holder: Holder = { lost };
    this.holders.set(key, holder);
    return {
      key,
      lost: lostPromise,
      release: async () => {
        if (this.holders.get(key) !== holder) return;
        this.holders.delete(key);
        await this.unlock(key);
      },
    };
  }

  private startBatch(): { keys: Set<string>; result: Promise<Set<string>> } {
    const keys = new Set<string>();
    const result = (async () => {
      await new Promise((r) => setImmediate(r));
      this.batch = undefined;
      const conn = await this.connection();
      const { rows } = await this.serially(() =>
        conn.query<{ key: string; ok: boolean }>(
          `SELECT k AS key, pg_try_advisory_lock(hashtext($1), hashtext(k)) AS ok FROM unnest($2::text[]) AS k`,
          [SPACE, [...keys]],
        ),
      );
      return new Set(rows.filter((r) => r.ok).map((r) => r.key));
    })();
    return { keys, result };
  }

  private async unlock(key: string): Promise<void> {
    const conn = await this.conn?.catch(() => undefined);
    if (!conn) return;
    await this.serially(() => conn.query(`SELECT pg_advisory_unlock(hashtext($1), hashtext($2))`, [SPACE, key])).catch(() => undefined);
  }

  private serially<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => undefined);
    return next;
  }

  private connection(): Promise<DedicatedConnection> {
    if (!this.conn) {
      const opening = this.sql.connectDedicated();
      this.conn = opening;
      opening.then(
        (c) =>
          void c.closed.then(() => {
            if (this.conn !== opening) return;
            this.conn = undefined;
            const lost = [...this.holders.values()];
            this.holders.clear();
            for (const h of lost) h.lost();
          }),
        () => {
          if (this.conn === opening) this.conn = undefined;
        },
      );
    }
    return this.conn;
  }

  async close(): Promise<void> {
    this.closing = true;
    const conn = await this.conn?.catch(() => undefined);
    this.conn = undefined;
    this.holders.clear();
    if (!conn) return;
    // Given back before close() resolves (ending the connection alone frees them a moment later).
    await this.serially(() => conn.query('SELECT pg_advisory_unlock_all()')).catch(() => undefined);
    conn.release();
  }
}

/** PGlite is one in-process connection: locks are a set per database, shared by every session on it. */
const inProcessLocks = new WeakMap<SqlClient, Set<string>>();

function inProcessSession(sql: SqlClient): LockSession {
  const all = inProcessLocks.get(sql) ?? new Set<string>();
  inProcessLocks.set(sql, all);
  const mine = new Set<string>();
  return {
    async tryLock(key) {
      if (all.has(key)) return undefined;
      all.add(key);
      mine.add(key);
      return {
        key,
        lost: new Promise<void>(() => undefined),
        release: async () => {
          if (mine.delete(key)) all.delete(key);
        },
      };
    },
    held: () => [...mine],
    async close() {
      for (const key of mine) all.delete(key);
      mine.clear();
    },
  };
}
