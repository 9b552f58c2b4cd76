import { Counter, Histogram } from 'prom-client';
import { registry } from './registry';
import { gaugeOnScrape, ScrapeSources } from './scrape-sources';

/**
 * Reactors' jobs (e-mail, SMS, fulfilment, claims…), one queue per job name. The queue depths, the
 * outbox and the due timers are shared state: every worker process reads and reports the same
 * values, so dashboards and alerts take `max by (queue, state)` over processes (D-704).
 */
export const jobDuration = new Histogram({
  name: 'lensloop_job_duration_seconds',
  help: 'Tries of a job by queue and outcome (completed; retry: failed, will be tried again; dead_lettered: failed with no attempts left or for good), and how long each took.',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

export const jobRetries = new Counter({
  name: 'lensloop_job_retries_total',
  help: 'Tries of a job that failed and will be tried again (after a backoff), by queue.',
  labelNames: ['queue'] as const,
  registers: [registry],
});

/** The jobs of one queue by state, as one worker reads them on a scrape. */
export interface QueueReading {
  queue: string;
  /** Ready to run, not started. */
  waiting: number;
  /** To run later: a reactor's delay, or a backoff before the next try. */
  delayed: number;
  active: number;
  /** Their last try failed; attempts are left (they wait out their backoff, so they are in `delayed` too). */
  failed: number;
  /** Dead-lettered (D-704): failed with no attempts left, or failed for good (a permanent error); kept until retried. */
  deadLettered: number;
  /** In the reactors' outbox, not handed to the queue yet. */
  outboxPending: number;
}

export const queueSources = new ScrapeSources<readonly QueueReading[]>('job_queues');

const STATES = ['waiting', 'delayed', 'active', 'failed', 'deadLettered'] as const;
const STATE_LABEL: Record<(typeof STATES)[number], string> = { waiting: 'waiting', delayed: 'delayed', active: 'active', failed: 'failed', deadLettered: 'dead_lettered' };

gaugeOnScrape({
  name: 'lensloop_jobs',
  help: 'Jobs by queue and state: waiting, delayed, active, failed (last try failed, attempts left), dead_lettered (no attempts left or failed for good, until retried).',
  labelNames: ['queue', 'state'],
  source: queueSources,
  values: (rows) => rows.flatMap((r) => STATES.map((s) => [{ queue: r.queue, state: STATE_LABEL[s] }, r[s]] as const)),
});

gaugeOnScrape({
  name: 'lensloop_outbox_pending_jobs',
  help: 'Jobs the reactors decided on that are still in the outbox, not yet handed to the queue (D-565), by queue.',
  labelNames: ['queue'],
  source: queueSources,
  values: (rows) => rows.map((r) => [{ queue: r.queue }, r.outboxPending] as const),
});

/** Due work by timer kind, as the scheduler's process reads it on a scrape. */
export interface TimerReading {
  kind: string;
  /** Due now (or earlier) and not done yet. */
  due: number;
  /** Due for longer than a minute and not done yet: the scheduler is behind, failing, or not running. */
  overdue: number;
}

export const timerSources = new ScrapeSources<readonly TimerReading[]>('scheduled_work');

gaugeOnScrape({
  name: 'lensloop_scheduled_work_due',
  help: 'Timers due now or earlier whose work is not done yet (counting stops at 10,000), by kind.',
  labelNames: ['kind'],
  source: timerSources,
  values: (rows) => rows.map((r) => [{ kind: r.kind }, r.due] as const),
});

gaugeOnScrape({
  name: 'lensloop_scheduled_work_overdue',
  help: 'Timers due more than a minute ago whose work is not done yet, by kind.',
  labelNames: ['kind'],
  source: timerSources,
  values: (rows) => rows.map((r) => [{ kind: r.kind }, r.overdue] as const),
});
