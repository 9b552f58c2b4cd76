import { backoffDelay, resolveEnqueueOptions } from './enqueue-options';
import type { ResolvedEnqueueOptions } from './enqueue-options';
import { entryFor, guardedReporter } from './error-reporter';
import { PermanentJobError } from './permanent-job-error';
import type {
  EnqueueOptions,
  JobCounts,
  JobErrorReporter,
  JobHandler,
  JobInfo,
  JobPayload,
  JobQueue,
  JobState,
  ProcessOptions,
} from './port';

interface StoredJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  opts: ResolvedEnqueueOptions;
  state: JobState;
  attemptsMade: number;
  failedReason?: string;
  enqueuedAt: Date;
  finishedAt?: Date;
  timer?: NodeJS.Timeout;
}

interface Lane {
  jobs: Map<string, StoredJob>;
  /** FIFO of waiting job ids. */
  waiting: string[];
  worker?: { handler: JobHandler; concurrency: number; active: number };
}

export interface InProcessQueueOptions {
  onError?: JobErrorReporter;
}

/**
 * BullMQ's semantics in memory, for `npm start` and tests without Redis: delay, retries with
 * backoff, dedupe by jobId for the life of the process (finished jobs are kept, so a replayed
 * event is still ignored), per-name concurrency, and a close() that lets active jobs finish.
 * Jobs do not survive a restart; reactors re-derive them from the event log.
 */
export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly lanes = new Map<string, Lane>();
  private readonly running = new Set<Promise<void>>();
  private readonly report: JobErrorReporter;
  private closing?: Promise<void>;

  constructor(opts: InProcessQueueOptions = {}) {
    this.report = guardedReporter(opts.onError);
  }

  async enqueue(name: string, payload: JobPayload, opts: EnqueueOptions): Promise<{ jobId: string }> {
    if (this.closing) throw new Error('Queue is closed');
    const resolved = resolveEnqueueOptions(name, opts);
    const lane = this.lane(name);
    if (lane.jobs.has(resolved.jobId)) return { jobId: resolved.jobId };
    const job: StoredJob = {
      id: resolved.jobId,
      name,
      payload: jsonCopy(payload) as Record<string, unknown>,
      opts: resolved,
      state: 'waiting',
      attemptsMade: 0,
      enqueuedAt: new Date(),
    };
    lane.jobs.set(job.id, job);
    if (resolved.delayMs > 0) this.delay(lane, job, resolved.delayMs);
    else this.makeWaiting(lane, job);
    return { jobId: job.id };
  }

  async process<P extends JobPayload = Record<string, unknown>>(name: string, handler: JobHandler<P>, opts: ProcessOptions = {}): Promise<void> {
    if (this.closing) throw new Error('Queue is closed');
    const concurrency = opts.concurrency ?? 1;
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be an integer ≥ 1 (got ${concurrency})`);
    const lane = this.lane(name);
    if (lane.worker) throw new Error(`A worker for '${name}' is already registered`);
    lane.worker = { handler: handler as JobHandler, concurrency, active: 0 };
    this.pump(lane);
  }

  async getJob(name: string, jobId: string): Promise<JobInfo | undefined> {
    const job = this.lanes.get(name)?.jobs.get(jobId);
    if (!job) return undefined;
    const { id, state, attemptsMade, failedReason, enqueuedAt, finishedAt } = job;
    return { id, name, payload: jsonCopy(job.payload), state, attemptsMade, failedReason, enqueuedAt, finishedAt };
  }

  async retry(name: string, jobId: string): Promise<'retried' | 'unknown' | 'not-retryable'> {
    const lane = this.lanes.get(name);
    const job = lane?.jobs.get(jobId);
    if (!lane || !job) return 'unknown';
    if (job.state === 'failed') {
      job.attemptsMade = 0;
      job.failedReason = undefined;
      job.finishedAt = undefined;
      this.makeWaiting(lane, job);
      return 'retried';
    }
    if (job.state === 'delayed') {
      clearTimeout(job.timer);
      job.timer = undefined;
      this.makeWaiting(lane, job);
      return 'retried';
    }
    return 'not-retryable';
  }

  async counts(name?: string): Promise<JobCounts> {
    const counts: JobCounts = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };
    const lanes = name === undefined ? [...this.lanes.values()] : [this.lanes.get(name)].filter((l) => l !== undefined);
    for (const lane of lanes) for (const job of lane.jobs.values()) counts[job.state] += 1;
    return counts;
  }

  async ping(): Promise<void> {}

  close(): Promise<void> {
    this.closing ??= (async () => {
      // Delayed and waiting jobs are dropped with the process; only running handlers are awaited.
      for (const lane of this.lanes.values()) for (const job of lane.jobs.values()) clearTimeout(job.timer);
      while (this.running.size > 0) await Promise.allSettled([...this.running]);
    })();
    return this.closing;
  }

  private lane(name: string): Lane {
    return entryFor(this.lanes, name, () => ({ jobs: new Map(), waiting: [] }));
  }

  private delay(lane: Lane, job: StoredJob, ms: number): void {
    job.state = 'delayed';
    job.timer = setTimeout(() => {
      job.timer = undefined;
      this.makeWaiting(lane, job);
    }, ms);
    // A pending delayed job must not keep a CLI or test process alive on its own.
    job.timer.unref();
  }

  private makeWaiting(lane: Lane, job: StoredJob): void {
    job.state = 'waiting';
    lane.waiting.push(job.id);
    this.pump(lane);
  }

  private pump(lane: Lane): void {
    const worker = lane.worker;
    while (!this.closing && worker && worker.active < worker.concurrency && lane.waiting.length > 0) {
      const job = lane.jobs.get(lane.waiting.shift() as string) as StoredJob;
      worker.active += 1;
      const run = this.run(job, worker.handler).finally(() => {
        worker.active -= 1;
        this.running.delete(run);
        this.pump(lane);
      });
      this.running.add(run);
    }
  }

  private async run(job: StoredJob, handler: JobHandler): Promise<void> {
    job.state = 'active';
    const attempt = job.attemptsMade + 1;
    try {
      // Like a real queue, never run the handler inside the enqueue()/process() call that woke it.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await handler({ id: job.id, name: job.name, payload: jsonCopy(job.payload), attempt, attempts: job.opts.attempts });
      job.attemptsMade = attempt;
      job.state = 'completed';
      job.finishedAt = new Date();
    } catch (err) {
      job.attemptsMade = attempt;
      job.failedReason = err instanceof Error ? err.message : String(err);
      const final = attempt >= job.opts.attempts || err instanceof PermanentJobError;
      this.report(err, { name: job.name, jobId: job.id, attempt, final });
      if (final) {
        job.state = 'failed';
        job.finishedAt = new Date();
      } else if (this.closing) {
        // Shutting down: the retry would never run; leave it visibly waiting rather than lost silently.
        job.state = 'waiting';
      } else {
        const wait = backoffDelay(job.opts.backoff, attempt);
        const lane = this.lane(job.name);
        if (wait > 0) this.delay(lane, job, wait);
        else this.makeWaiting(lane, job);
      }
    }
  }
}

function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
