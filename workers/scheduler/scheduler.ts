import type { Kysely } from 'kysely';
import { systemClock, type Clock } from '../../infra/clock';
import { withDdlLock } from '../../infra/db/ddl-lock';
import type { SqlClient } from '../../infra/db/sql-client';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import type { ReadModels } from '../../infra/read-models/tables';
import { type LockSession, openLockSession } from '../../infra/db/lock-session';
import { acquireProjectionLock, type ProjectionLock } from '../projections/projection-lock';
import { type TimerReading, timerSources } from '../../infra/observability/metrics/job-metrics';

/** A due timer as the scheduler hands it to its handler. */
export interface DueTimer {
  timerId: string;
  kind: string;
  dueAt: string;
  payload: Record<string, unknown>;
}

export interface TimerHandlerContext {
  store: EventStore;
  db: Kysely<ReadModels>;
  sql: SqlClient;
  /** The scheduler's clock reading for this tick. */
  now: Date;
  /** Append with this key: a second scheduler, a retry or a restart can never do the work twice. */
  idempotencyKey: string;
  /** System actor, causation = the timer. */
  metadata: EventMetadata;
}

/** Does the work of one timer kind; returns a short outcome for the firings log ('published', 'skipped: already live'…). */
export type TimerHandler = (timer: DueTimer, ctx: TimerHandlerContext) => Promise<string>;

export interface SchedulerOptions {
  sql: SqlClient;
  db: Kysely<ReadModels>;
  store: EventStore;
  handlers: Readonly<Record<string, TimerHandler>>;
  clock?: Clock;
  /** How often the active scheduler looks for due timers (default 1 s). */
  pollMs?: number;
  batchSize?: number;
  /** How often a standby retries the lock (default 1 s). */
  standbyRetryMs?: number;
  /** The process's lock session (shared with the projection runners); default: one of its own, closed by stop(). */
  locks?: LockSession;
  /** Attempts before a failing timer is given up and recorded as failed (default 8). */
  maxAttempts?: number;
  log?: (msg: string) => void;
  /** False: no polling loop; the caller drives `tick()` (tests with a manual clock). */
  autoStart?: boolean;
}

export interface RunningScheduler {
  /** Fires every timer due now (if this process holds the lock); resolves with how many were fired. */
  tick(): Promise<number>;
  isActive(): boolean;
  stop(): Promise<void>;
}

export const SCHEDULER_FIRINGS_DDL = /* sql */ `
CREATE TABLE IF NOT EXISTS scheduler_firings (
  timer_id        text NOT NULL,
  due_at          text NOT NULL,
  attempts        int NOT NULL DEFAULT 0,
  outcome         text,
  last_error      text,
  next_attempt_at timestamptz,
  fired_at        timestamptz,
  PRIMARY KEY (timer_id, due_at)
);`;

const SYSTEM_ACTOR = { accountNumber: 'system', customerGroup: 'System' } as const;

/** Due work not done after this long counts as overdue (the scheduler looks every second). */
const OVERDUE_AFTER_MS = 60_000;
/** A scrape counts at most this many due timers (its cost is bounded). */
const DUE_COUNT_CAP = 10_000;

/**
 * Due work by kind for a scrape (metrics): timers due by the clock whose firing has no final
 * outcome yet, as the scheduler would take them; overdue past a minute. Every kind the handlers
 * know is reported, 0 when nothing is due.
 */
async function readDueWork(sql: SqlClient, now: Date, kinds: readonly string[]): Promise<TimerReading[]> {
  const { rows } = await sql.query<{ kind: string; due: number; overdue: number }>(
    `SELECT kind, count(*) AS due, count(*) FILTER (WHERE due_at <= $2) AS overdue
       FROM (SELECT t.kind, t.due_at FROM rm.timers t
              WHERE t.due_at <= $1
                AND NOT EXISTS (SELECT 1 FROM scheduler_firings f WHERE f.timer_id = t.timer_id AND f.due_at = t.due_at AND f.outcome IS NOT NULL)
              ORDER BY t.due_at LIMIT $3) d
      GROUP BY kind`,
    [now.toISOString(), new Date(now.getTime() - OVERDUE_AFTER_MS).toISOString(), DUE_COUNT_CAP],
  );
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return [...new Set([...kinds, ...byKind.keys()])].map((kind) => ({ kind, due: Number(byKind.get(kind)?.due ?? 0), overdue: Number(byKind.get(kind)?.overdue ?? 0) }));
}

/**
 * The one scheduler (guide §4): an advisory lock makes one process active, the others stand by
 * and take over when it dies. Each tick takes the timers due by the injected clock that have no
 * final outcome for that due time yet, runs the handler of their kind, and records the outcome in
 * `scheduler_firings` (operational state beside the read models, keyed by timer and due time, so a
 * timer moved to a new time fires again). A failing handler is retried with backoff.
 */
export async function startScheduler(options: SchedulerOptions): Promise<RunningScheduler> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? (() => undefined);
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 100;
  const maxAttempts = options.maxAttempts ?? 8;
  await withDdlLock(options.sql, () => options.sql.exec(SCHEDULER_FIRINGS_DDL));
  const ownLocks = options.locks ? undefined : openLockSession(options.sql);
  const locks = options.locks ?? ownLocks!;

  let lock: ProjectionLock | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function ensureLock(): Promise<boolean> {
    if (lock) return true;
    const held = await acquireProjectionLock(locks, 'scheduler', 'timers');
    if (!held) return false;
    lock = held;
    log('scheduler: active');
    void held.lost.then(() => {
      if (lock !== held) return;
      lock = undefined;
      log('scheduler: lock lost with its connection; standing by');
    });
    return true;
  }

  async function fireDue(): Promise<number> {
    if (!(await ensureLock())) return 0;
    const now = clock.now();
    const { rows } = await options.sql.query<{ timer_id: string; kind: string; due_at: string; payload: unknown; attempts: number | null }>(
      `SELECT t.timer_id, t.kind, t.due_at, t.payload, f.attempts
         FROM rm.timers t
         LEFT JOIN scheduler_firings f ON f.timer_id = t.timer_id AND f.due_at = t.due_at
        WHERE t.due_at <= $1 AND f.outcome IS NULL AND (f.next_attempt_at IS NULL OR f.next_attempt_at <= $2::timestamptz)
        ORDER BY t.due_at, t.timer_id
        LIMIT $3`,
      [now.toISOString(), now.toISOString(), batchSize],
    );
    let fired = 0;
    for (const row of rows) {
      if (stopped) break;
      const due: DueTimer = {
        timerId: row.timer_id,
        kind: row.kind,
        dueAt: row.due_at,
        payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>,
      };
      const attempts = Number(row.attempts ?? 0) + 1;
      try {
        const handler = options.handlers[due.kind];
        if (!handler) throw new Error(`no handler for timer kind ${due.kind}`);
        const outcome = await handler(due, {
          store: options.store,
          db: options.db,
          sql: options.sql,
          now,
          idempotencyKey: `timer:${due.timerId}:${due.dueAt}`,
          metadata: { actor: SYSTEM_ACTOR, correlationId: `timer:${due.timerId}`, causationId: `timer:${due.timerId}:${due.dueAt}`, occurredAt: now.toISOString(), schemaVersion: 1 },
        });
        await record(due, attempts, outcome, null, null);
        fired++;
      } catch (err) {
        const message = (err as Error).message;
        const giveUp = attempts >= maxAttempts;
        const backoffMs = Math.min(60_000 * 30, 1000 * 2 ** attempts);
        await record(due, attempts, giveUp ? `failed: ${message}` : null, message, giveUp ? null : new Date(now.getTime() + backoffMs));
        log(`scheduler: timer ${due.timerId} (${due.kind}) attempt ${attempts} failed: ${message}${giveUp ? '; giving up' : ''}`);
      }
    }
    return fired;
  }

  async function record(due: DueTimer, attempts: number, outcome: string | null, error: string | null, nextAttemptAt: Date | null): Promise<void> {
    await options.sql.query(
      `INSERT INTO scheduler_firings (timer_id, due_at, attempts, outcome, last_error, next_attempt_at, fired_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $4::text IS NULL THEN NULL ELSE now() END)
       ON CONFLICT (timer_id, due_at) DO UPDATE SET attempts = excluded.attempts, outcome = excluded.outcome,
         last_error = excluded.last_error, next_attempt_at = excluded.next_attempt_at, fired_at = excluded.fired_at`,
      [due.timerId, due.dueAt, attempts, outcome, error, nextAttemptAt?.toISOString() ?? null],
    );
  }

  /** One tick at a time: a slow handler never overlaps the next poll. */
  function tick(): Promise<number> {
    running ??= fireDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delayMs?: number): void {
    if (stopped || options.autoStart === false) return;
    timer = setTimeout(
      () =>
        void tick()
          .catch((err: unknown) => log(`scheduler: ${(err as Error).message}`))
          .finally(() => schedule()),
      delayMs ?? (lock ? pollMs : (options.standbyRetryMs ?? 1000)),
    );
  }
  schedule(0);
  const removeSource = timerSources.add(() => readDueWork(options.sql, clock.now(), Object.keys(options.handlers)));

  return {
    tick,
    isActive: () => lock !== undefined,
    async stop() {
      stopped = true;
      removeSource();
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
      await lock?.release();
      lock = undefined;
      await ownLocks?.close();
    },
  };
}
