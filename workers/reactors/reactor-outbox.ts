import { sql as kysql, type Transaction } from 'kysely';
import { redactErrorText } from '../../domain/ops/redact-error';
import type { LockSession } from '../../infra/db/lock-session';
import { withDdlLock } from '../../infra/db/ddl-lock';
import { isUnavailableError } from '../../infra/db/unavailable';
import type { SqlClient } from '../../infra/db/sql-client';
import { PermanentJobError } from '../../infra/queue/permanent-job-error';
import type { JobHandler, JobPayload, JobQueue, ProcessOptions } from '../../infra/queue/port';
import type { ReadModels } from '../../infra/read-models/tables';
import { performance } from 'node:perf_hooks';
import { jobDuration, jobRetries, type QueueReading, queueSources } from '../../infra/observability/metrics/job-metrics';
import { contextOfCarrier, inSpan, SpanKind } from '../../infra/observability/tracing/trace-context';

/**
 * The reactors' outbox (D-565): what a reactor decides to do is written in its batch's transaction,
 * with the checkpoint, as one row per job; after the commit the rows are handed to the queue
 * (BullMQ jobId = event id), and a row is removed when its job has completed. Redis is then never
 * the only place a side effect is remembered: a job Redis lost (a restart without persistence, an
 * eviction) or never got (Redis down when the reactor ran) is found by the sweep and handed on
 * again. Handlers are idempotent against the log (they re-read their stream), so a job run again
 * after a crash between its side effect and its completion does not repeat what it recorded.
 */
export const REACTOR_OUTBOX_DDL = /* sql */ `
CREATE TABLE IF NOT EXISTS reactor_outbox (
  job_name    text NOT NULL,
  job_id      text NOT NULL,
  reactor     text NOT NULL,
  payload     jsonb NOT NULL,
  run_at      timestamptz NOT NULL,
  enqueued_at timestamptz,
  checked_at  timestamptz,
  failed_at   timestamptz,
  PRIMARY KEY (job_name, job_id)
);
CREATE INDEX IF NOT EXISTS reactor_outbox_pending ON reactor_outbox (run_at) WHERE enqueued_at IS NULL AND failed_at IS NULL;
CREATE INDEX IF NOT EXISTS reactor_outbox_handed_on ON reactor_outbox (checked_at NULLS FIRST) WHERE enqueued_at IS NOT NULL AND failed_at IS NULL;
-- A job's failed tries (issue #33, D-704): how many, the last error and when. A row whose last try
-- failed with attempts left is "failed"; one given up on (failed_at) is dead-lettered until retried.
ALTER TABLE reactor_outbox ADD COLUMN IF NOT EXISTS attempts int NOT NULL DEFAULT 0;
ALTER TABLE reactor_outbox ADD COLUMN IF NOT EXISTS last_error text;
ALTER TABLE reactor_outbox ADD COLUMN IF NOT EXISTS last_failed_at timestamptz;
CREATE INDEX IF NOT EXISTS reactor_outbox_failing ON reactor_outbox (job_name) WHERE last_failed_at IS NOT NULL OR failed_at IS NOT NULL;`;

export interface OutboxJob {
  jobName: string;
  jobId: string;
  payload: JobPayload;
  /** When it may run (the reactor's delay from now). */
  runAt: Date;
}

export interface ReactorOutbox {
  /** Writes a batch's jobs in the batch's transaction (a replayed event's job is not written twice). */
  record(trx: Transaction<ReadModels>, reactor: string, jobs: readonly OutboxJob[]): Promise<void>;
  /** Hands pending rows to the queue soon (a batch has committed). */
  poke(): void;
  /** The queue to register processors on: a completed job's row is removed, a job given up on is marked failed. */
  readonly queue: JobQueue;
  /** Hands on every pending row now; resolves with how many. */
  dispatch(): Promise<number>;
  /** Checks rows handed on earlier against the queue: lost ones go back to pending, finished ones are settled. */
  sweep(): Promise<{ requeued: number; completed: number; failed: number }>;
  stop(): Promise<void>;
  /** The job names processed through it (the operations console's queues). */
  queueNames(): string[];
}

export interface ReactorOutboxOptions {
  sql: SqlClient;
  queue: JobQueue;
  /** When given, one process at a time sweeps (the lock `outbox.sweep`); the sweep runs every `sweepMs`. */
  locks?: LockSession;
  /** Default 2 s. */
  sweepMs?: number;
  /** A handed-on row is checked against the queue once it is this old (default 5 s). */
  checkAfterMs?: number;
  log?: (m: string) => void;
}

const DISPATCH_BATCH = 500;
/** A job that meets an unreachable database waits for it this long within one attempt (D-569). */
const OUTAGE_PATIENCE_MS = 120_000;

/**
 * Runs a job's handler again while it fails only because the database (or another backing service)
 * is out of reach, backing off up to 5 s, for at most OUTAGE_PATIENCE_MS: a restart of PostgreSQL
 * must not use up a job's attempts (they are for the job's own failures). Handlers are idempotent.
 */
async function outlastingOutages(run: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + OUTAGE_PATIENCE_MS;
  for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
    try {
      return await run();
    } catch (err) {
      if (!isUnavailableError(err) || Date.now() + wait > deadline) throw err;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
const SWEEP_BATCH = 200;

/**
 * Each queue's jobs by state for a scrape (metrics): waiting, delayed and active from the queue;
 * failed and dead-lettered (D-704) and the pending rows from the outbox, through its partial indexes.
 */
async function readQueues(sql: SqlClient, queue: JobQueue, names: readonly string[]): Promise<QueueReading[]> {
  const [counts, pending, failing] = await Promise.all([
    Promise.all(names.map((n) => queue.counts(n))),
    sql.query<{ job_name: string; n: number }>(`SELECT job_name, count(*) AS n FROM reactor_outbox WHERE enqueued_at IS NULL AND failed_at IS NULL GROUP BY job_name`),
    sql.query<{ job_name: string; failed: number; dead: number }>(
      `SELECT job_name, count(*) FILTER (WHERE failed_at IS NULL) AS failed, count(*) FILTER (WHERE failed_at IS NOT NULL) AS dead
         FROM reactor_outbox WHERE last_failed_at IS NOT NULL OR failed_at IS NOT NULL GROUP BY job_name`,
    ),
  ]);
  const pendingOf = new Map(pending.rows.map((r) => [r.job_name, Number(r.n)]));
  const failingOf = new Map(failing.rows.map((r) => [r.job_name, r]));
  return names.map((name, i) => ({
    queue: name,
    waiting: counts[i]!.waiting,
    delayed: counts[i]!.delayed,
    active: counts[i]!.active,
    failed: Number(failingOf.get(name)?.failed ?? 0),
    deadLettered: Number(failingOf.get(name)?.dead ?? 0),
    outboxPending: pendingOf.get(name) ?? 0,
  }));
}

export async function openReactorOutbox(opts: ReactorOutboxOptions): Promise<ReactorOutbox> {
  const { sql, queue } = opts;
  const log = opts.log ?? (() => undefined);
  await withDdlLock(sql, () => sql.exec(REACTOR_OUTBOX_DDL));
  let stopped = false;
  let dispatching: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function dispatchAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const { rows } = await sql.query<{ job_name: string; job_id: string; payload: unknown; run_at: Date | string }>(
        `SELECT job_name, job_id, payload, run_at FROM reactor_outbox WHERE enqueued_at IS NULL AND failed_at IS NULL ORDER BY run_at LIMIT $1`,
        [DISPATCH_BATCH],
      );
      if (rows.length === 0) return total;
      const now = Date.now();
      // An id the queue already knows is a no-op there, so two processes handing on one row is harmless.
      await Promise.all(
        rows.map((r) =>
          queue.enqueue(r.job_name, typeof r.payload === 'string' ? JSON.parse(r.payload) : (r.payload as object), {
            jobId: r.job_id,
            delayMs: Math.max(0, new Date(r.run_at).getTime() - now),
          }),
        ),
      );
      await sql.query(
        `UPDATE reactor_outbox o SET enqueued_at = now(), checked_at = NULL
           FROM unnest($1::text[], $2::text[]) AS k(job_name, job_id)
          WHERE o.job_name = k.job_name AND o.job_id = k.job_id AND o.enqueued_at IS NULL`,
        [rows.map((r) => r.job_name), rows.map((r) => r.job_id)],
      );
      total += rows.length;
      if (rows.length < DISPATCH_BATCH) return total;
    }
  }

  /** One dispatch at a time; a poke during one runs another after it. */
  function dispatch(): Promise<number> {
    if (dispatching) {
      again = true;
      return dispatching;
    }
    dispatching = dispatchAll().finally(() => {
      dispatching = undefined;
      if (again && !stopped) {
        again = false;
        void dispatch().catch(() => undefined);
      }
    });
    return dispatching;
  }

  async function sweep(): Promise<{ requeued: number; completed: number; failed: number }> {
    const out = { requeued: 0, completed: 0, failed: 0 };
    const { rows } = await sql.query<{ job_name: string; job_id: string }>(
      `SELECT job_name, job_id FROM reactor_outbox
        WHERE enqueued_at IS NOT NULL AND failed_at IS NULL AND enqueued_at < now() - ($1 || ' milliseconds')::interval
        ORDER BY checked_at NULLS FIRST LIMIT $2`,
      [String(opts.checkAfterMs ?? 5000), SWEEP_BATCH],
    );
    const settle: Record<'requeue' | 'complete' | 'fail' | 'check', { names: string[]; ids: string[] }> = {
      requeue: { names: [], ids: [] },
      complete: { names: [], ids: [] },
      fail: { names: [], ids: [] },
      check: { names: [], ids: [] },
    };
    for (const r of rows) {
      const job = await queue.getJob(r.job_name, r.job_id);
      const to = !job ? 'requeue' : job.state === 'completed' ? 'complete' : job.state === 'failed' ? 'fail' : 'check';
      settle[to].names.push(r.job_name);
      settle[to].ids.push(r.job_id);
    }
    const keys = `unnest($1::text[], $2::text[]) AS k(job_name, job_id) WHERE o.job_name = k.job_name AND o.job_id = k.job_id`;
    const run = (statement: string, k: { names: string[]; ids: string[] }) => (k.ids.length ? sql.query(statement, [k.names, k.ids]).then((r) => r.rowCount) : Promise.resolve(0));
    out.requeued = await run(`UPDATE reactor_outbox o SET enqueued_at = NULL FROM ${keys}`, settle.requeue);
    out.completed = await run(`DELETE FROM reactor_outbox o USING ${keys}`, settle.complete);
    out.failed = await run(`UPDATE reactor_outbox o SET failed_at = now() FROM ${keys}`, settle.fail);
    await run(`UPDATE reactor_outbox o SET checked_at = now() FROM ${keys}`, settle.check);
    if (out.requeued) log(`outbox: ${out.requeued} job(s) the queue had lost handed on again`);
    if (out.requeued) await dispatch();
    return out;
  }

  let sweeping = false;
  async function tick(): Promise<void> {
    if (sweeping) return;
    sweeping = true;
    try {
      // Rows left pending by a process that died before handing them on, or while the queue was down.
      await dispatch();
      const lock = opts.locks ? await opts.locks.tryLock('outbox.sweep') : undefined;
      if (!opts.locks || lock) {
        try {
          await sweep();
        } finally {
          await lock?.release();
        }
      }
    } catch (err) {
      log(`outbox: ${(err as Error).message}; retrying`);
    } finally {
      sweeping = false;
    }
  }
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(schedule), opts.sweepMs ?? 2000);
    timer.unref();
  };
  schedule();

  const settled = (name: string, id: string, statement: string, extra: unknown[] = []) => sql.query(statement, [name, id, ...extra]).catch(() => undefined);
  const names = new Set<string>();
  const removeSource = queueSources.add(() => readQueues(sql, queue, [...names]));
  const wrapped: JobQueue = {
    get kind() {
      return queue.kind;
    },
    enqueue: (name, payload, o) => queue.enqueue(name, payload, o),
    getJob: (name, id) => queue.getJob(name, id),
    retry: (name, id) => queue.retry(name, id),
    counts: (name) => queue.counts(name),
    ping: () => queue.ping(),
    close: () => queue.close(),
    process<P extends JobPayload>(name: string, handler: JobHandler<P>, o?: ProcessOptions) {
      names.add(name);
      // The queue's series exist from the start (0), so a rate over them never starts with a gap.
      jobRetries.inc({ queue: name }, 0);
      for (const outcome of ['completed', 'retry', 'dead_lettered']) jobDuration.zero({ queue: name, outcome });
      return queue.process<P>(
        name,
        async (job) => {
          const started = performance.now();
          const seconds = () => (performance.now() - started) / 1000;
          try {
            // With tracing on, the job joins the trace of the event that caused it (its payload carries the context; D-702).
            await inSpan(`job ${name}`, { kind: SpanKind.CONSUMER, parent: contextOfCarrier((job.payload as { traceContext?: unknown }).traceContext), attributes: { 'lensloop.queue': name, 'lensloop.attempt': job.attempt } }, () =>
              outlastingOutages(() => handler(job)),
            );
          } catch (err) {
            const final = err instanceof PermanentJobError || job.attempt >= job.attempts;
            jobDuration.observe({ queue: name, outcome: final ? 'dead_lettered' : 'retry' }, seconds());
            if (!final) jobRetries.inc({ queue: name });
            await settled(
              name,
              job.id,
              `UPDATE reactor_outbox SET attempts = $3, last_error = $4, last_failed_at = now()${final ? ', failed_at = now()' : ''} WHERE job_name = $1 AND job_id = $2`,
              [job.attempt, (redactErrorText(String((err as Error)?.message ?? err)) ?? '').slice(0, 500)],
            );
            throw err;
          }
          jobDuration.observe({ queue: name, outcome: 'completed' }, seconds());
          // If this is lost (the process dies now), the sweep finds the job completed and removes the row.
          await settled(name, job.id, `DELETE FROM reactor_outbox WHERE job_name = $1 AND job_id = $2`);
        },
        o,
      );
    },
  };

  return {
    queue: wrapped,
    async record(trx, reactor, jobs) {
      if (jobs.length === 0) return;
      const rows = jobs.map((j) => ({ job_name: j.jobName, job_id: j.jobId, reactor, payload: j.payload, run_at: j.runAt.toISOString() }));
      await kysql`
        INSERT INTO reactor_outbox (job_name, job_id, reactor, payload, run_at)
        SELECT r.job_name, r.job_id, r.reactor, r.payload, r.run_at
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(job_name text, job_id text, reactor text, payload jsonb, run_at timestamptz)
        ON CONFLICT (job_name, job_id) DO NOTHING`.execute(trx);
    },
    poke() {
      if (!stopped) void dispatch().catch((err: unknown) => log(`outbox: ${(err as Error).message}; the sweep hands it on later`));
    },
    dispatch,
    sweep,
    queueNames: () => [...names].sort(),
    async stop() {
      stopped = true;
      removeSource();
      if (timer) clearTimeout(timer);
      await dispatching?.catch(() => undefined);
    },
  };
}
