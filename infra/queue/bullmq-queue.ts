import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { Job as BullJob, JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { resolveEnqueueOptions } from './enqueue-options';
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

export interface BullmqQueueOptions {
  redisUrl: string;
  /** Key prefix, e.g. `lensloop:production`; tests use a unique one so runs never collide. */
  prefix: string;
  /**
   * How long finished jobs stay in Redis. Completed jobs are the dedupe memory for jobId, so this
   * is how long a replayed event is still recognised; failed jobs stay for inspection.
   */
  keepCompletedSeconds?: number;
  keepFailedSeconds?: number;
  onError?: JobErrorReporter;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * JobQueue on BullMQ: one BullMQ queue per job name under `prefix`.
 *
 * Two ioredis clients of ours: `producer` (queues, getters) keeps ioredis' default
 * maxRetriesPerRequest so enqueue fails instead of hanging forever when Redis is down;
 * `workerTemplate` has maxRetriesPerRequest: null as BullMQ requires for workers, and is lazy:
 * BullMQ only duplicates it (each worker owns and closes its copies), it never connects itself.
 */
export class BullmqQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly producer: Redis;
  private readonly workerTemplate: Redis;
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, Worker>();
  private readonly report: JobErrorReporter;
  private readonly retention: Pick<JobsOptions, 'removeOnComplete' | 'removeOnFail'>;
  private closing?: Promise<void>;

  constructor(private readonly opts: BullmqQueueOptions) {
    this.report = guardedReporter(opts.onError);
    this.producer = new Redis(opts.redisUrl);
    this.producer.on('error', (err) => this.report(err, {}));
    this.workerTemplate = new Redis(opts.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    this.retention = {
      removeOnComplete: { age: opts.keepCompletedSeconds ?? 7 * DAY_SECONDS },
      removeOnFail: { age: opts.keepFailedSeconds ?? 30 * DAY_SECONDS },
    };
  }

  async enqueue(name: string, payload: JobPayload, opts: EnqueueOptions): Promise<{ jobId: string }> {
    if (this.closing) throw new Error('Queue is closed');
    const o = resolveEnqueueOptions(name, opts);
    // An existing jobId (in any state still retained) makes add() a no-op on BullMQ's side.
    await this.queue(name).add(name, payload, {
      jobId: o.jobId,
      delay: o.delayMs,
      attempts: o.attempts,
      backoff: { type: o.backoff.type, delay: o.backoff.delayMs },
      ...this.retention,
    });
    return { jobId: o.jobId };
  }

  async process<P extends JobPayload = Record<string, unknown>>(name: string, handler: JobHandler<P>, opts: ProcessOptions = {}): Promise<void> {
    if (this.closing) throw new Error('Queue is closed');
    if (this.workers.has(name)) throw new Error(`A worker for '${name}' is already registered`);
    const concurrency = opts.concurrency ?? 1;
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be an integer ≥ 1 (got ${concurrency})`);
    this.queue(name); // so counts() without a name includes it
    const worker = new Worker(
      name,
      async (job: BullJob) => {
        const attempt = job.attemptsMade + 1;
        const attempts = job.opts.attempts ?? 1;
        try {
          await handler({ id: job.id as string, name: job.name, payload: job.data as P, attempt, attempts });
        } catch (err) {
          const permanent = err instanceof PermanentJobError;
          this.report(err, { name, jobId: job.id, attempt, final: permanent || attempt >= attempts });
          if (permanent) throw new UnrecoverableError(err.message);
          throw err;
        }
      },
      // A killed worker's job is taken back after its lock lapses (15 s, checked every 5 s) and may
      // stall many times under repeated kills before it is given up on (D-566).
      { connection: this.workerTemplate, prefix: this.opts.prefix, concurrency, lockDuration: 15_000, stalledInterval: 5_000, maxStalledCount: 20 },
    );
    worker.on('error', (err) => this.report(err, { name }));
    this.workers.set(name, worker);
    await worker.waitUntilReady();
  }

  async getJob(name: string, jobId: string): Promise<JobInfo | undefined> {
    const job = await this.queue(name).getJob(jobId);
    if (!job) return undefined;
    const state = toJobState(await job.getState());
    if (!state) return undefined;
    return {
      id: jobId,
      name,
      payload: job.data as Record<string, unknown>,
      state,
      attemptsMade: job.attemptsMade,
      failedReason: job.failedReason || undefined,
      enqueuedAt: new Date(job.timestamp),
      finishedAt: job.finishedOn ? new Date(job.finishedOn) : undefined,
    };
  }

  async retry(name: string, jobId: string): Promise<'retried' | 'unknown' | 'not-retryable'> {
    const job = await this.queue(name).getJob(jobId);
    if (!job) return 'unknown';
    const state = await job.getState();
    if (state === 'failed') {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return 'retried';
    }
    if (state === 'delayed') {
      await job.promote();
      return 'retried';
    }
    return state === 'unknown' ? 'unknown' : 'not-retryable';
  }

  async counts(name?: string): Promise<JobCounts> {
    const total: JobCounts = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };
    const queues = name === undefined ? [...this.queues.values()] : [this.queue(name)];
    for (const queue of queues) {
      const c = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed');
      total.waiting += (c.waiting ?? 0) + (c.prioritized ?? 0);
      total.active += c.active ?? 0;
      total.delayed += c.delayed ?? 0;
      total.completed += c.completed ?? 0;
      total.failed += c.failed ?? 0;
    }
    return total;
  }

  async ping(): Promise<void> {
    await this.producer.ping();
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      // Workers first: close() without force waits for their active jobs to finish.
      await Promise.all([...this.workers.values()].map((w) => w.close()));
      await Promise.all([...this.queues.values()].map((q) => q.close()));
      await this.producer.quit().catch(() => this.producer.disconnect());
      this.workerTemplate.disconnect();
    })();
    return this.closing;
  }

  private queue(name: string): Queue {
    return entryFor(this.queues, name, () => {
      const queue = new Queue(name, { connection: this.producer, prefix: this.opts.prefix });
      queue.on('error', (err) => this.report(err, { name }));
      return queue;
    });
  }
}

function toJobState(state: string): JobState | undefined {
  switch (state) {
    case 'waiting':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    case 'active':
    case 'delayed':
    case 'completed':
    case 'failed':
      return state;
    default:
      return undefined;
  }
}
