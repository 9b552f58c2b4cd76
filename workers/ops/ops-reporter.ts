import type { SqlClient } from '../../infra/db/sql-client';
import { ensureOpsTelemetry, forgetProjectionRuns, OPS_REPORT_MS, type ProjectionRunReport, writeProjectionRuns, writeQueueCounts } from '../../infra/observability/ops-console/ops-telemetry';
import type { JobQueue } from '../../infra/queue/port';
import type { ProjectionControl } from './projection-control';
import type { ProjectionStatus } from './projection-status';

export interface OpsReporterOptions {
  sql: SqlClient;
  processId: string;
  /** Every projection and reactor this process may run, and those it holds now. */
  names: readonly string[];
  active: () => string[];
  control: ProjectionControl;
  status: ProjectionStatus;
  queue: JobQueue;
  queueNames: () => string[];
  intervalMs?: number;
  log?: (m: string) => void;
}

/**
 * Writes this worker's part of the console's telemetry every 2 s (D-782): each projection's state
 * here (running, paused, failed — or standby when another process holds its lock), rate and last
 * error; and the queues' own counts through the queue port (BullMQ or in-process alike).
 */
export async function startOpsReporter(opts: OpsReporterOptions): Promise<{ report(): Promise<void>; stop(): Promise<void> }> {
  await ensureOpsTelemetry(opts.sql);
  let stopped = false;
  let running: Promise<void> | undefined;
  let failing = false;

  async function write(): Promise<void> {
    const active = new Set(opts.active());
    const rows: ProjectionRunReport[] = opts.names.map((name) => {
      const { rate, lastError } = opts.status.figures(name);
      const state: ProjectionRunReport['state'] = !active.has(name) ? 'standby' : opts.control.isPaused(name) ? 'paused' : lastError ? 'failed' : 'running';
      return { projection: name, state, rate: active.has(name) ? rate : 0, lastError: active.has(name) ? lastError : null };
    });
    await writeProjectionRuns(opts.sql, opts.processId, rows);
    const names = opts.queueNames();
    const counts = await Promise.all(names.map((n) => opts.queue.counts(n)));
    await writeQueueCounts(
      opts.sql,
      names.map((queue, i) => ({ queue, waiting: counts[i]!.waiting, delayed: counts[i]!.delayed, active: counts[i]!.active })),
    );
  }

  function report(): Promise<void> {
    running ??= write()
      .then(
        () => {
          failing = false;
        },
        (err: unknown) => {
          if (!failing) opts.log?.(`ops console: report not written (${(err as Error).message}); trying again`);
          failing = true;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  await report();
  const timer = setInterval(() => void (stopped || report()), opts.intervalMs ?? OPS_REPORT_MS);
  timer.unref();
  return {
    report,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await forgetProjectionRuns(opts.sql, opts.processId).catch(() => undefined);
    },
  };
}
