import type { SqlClient } from '../../db/sql-client';
import type { EventStore } from '../../event-store/port';
import type { JobQueue } from '../../queue/port';

/** One thing a process needs to serve: reachable now or not. */
export interface ReadinessCheck {
  name: string;
  run(): Promise<unknown>;
}

export interface ReadinessState {
  ready: boolean;
  checks: { name: string; ok: boolean }[];
}

/**
 * Can this process serve now (D-707)? `GET /api/ready` answers from it (503 while not), the
 * gateway polls it to stop sending to a process that cannot serve and take it back when it can,
 * docker-compose's health checks use it, and the process registry records it. Liveness is
 * `/api/health` (the process runs), not this. Each check runs within `timeoutMs`, and the answer
 * is reused for `cacheMs`, so pollers never pile work on a database that is already struggling.
 */
export interface Readiness {
  state(): Promise<ReadinessState>;
  /** The last answer, without checking again (false until the first check). */
  lastReady(): boolean;
  /** The process's own part: started (workers: projections running), or stopping. Not ready until started. */
  setStarted(started: boolean): void;
}

/** `checks` may be given as a function when what they check is opened after the readiness (a worker's listener answers 503 from its first moment). */
export function createReadiness(opts: { checks: readonly ReadinessCheck[] | (() => readonly ReadinessCheck[]); started?: boolean; cacheMs?: number; timeoutMs?: number }): Readiness {
  let started = opts.started ?? true;
  let last: { at: number; state: Promise<ReadinessState> } | undefined;
  let lastReady = false;
  const timeoutMs = opts.timeoutMs ?? 2000;

  async function check(): Promise<ReadinessState> {
    const list = typeof opts.checks === 'function' ? opts.checks() : opts.checks;
    const checks = await Promise.all(list.map(async (c) => ({ name: c.name, ok: await withinTime(c.run(), timeoutMs) })));
    const all = [{ name: 'started', ok: started }, ...checks];
    lastReady = all.every((c) => c.ok);
    return { ready: lastReady, checks: all };
  }

  return {
    state() {
      const now = Date.now();
      if (!last || now - last.at >= (opts.cacheMs ?? 1000)) last = { at: now, state: check() };
      return last.state;
    },
    lastReady: () => lastReady,
    setStarted(value) {
      started = value;
      last = undefined;
      if (!value) lastReady = false;
    },
  };
}

async function withinTime(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
        timer.unref();
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What every process with a database needs: the database answers, and so does the event store (the log's head). */
export function infrastructureChecks(infra: { sql: SqlClient; store: EventStore }, queue?: JobQueue): ReadinessCheck[] {
  return [
    { name: 'database', run: () => infra.sql.query('SELECT 1') },
    { name: 'event store', run: () => infra.store.head() },
    ...(queue && queue.kind === 'bullmq' ? [{ name: 'redis', run: () => queue.ping() }] : []),
  ];
}
