/**
 * The job queue port: reactors enqueue side effects (e-mail, SMS, fulfilment, schedules) and
 * workers process them. Two adapters share one contract test (job-queue.contract.ts):
 * BullMQ on Redis (REDIS_URL) and an in-process queue for `npm start` and tests.
 *
 * A job name is one kind of work ('send-email') and maps to one BullMQ queue. Redis is never the
 * source of truth (guide §1): a lost job is re-derived from the event log, which is why
 * `jobId` (the event id) makes enqueueing idempotent.
 */

/**
 * A JSON-serialisable object (an interface type is fine). Both adapters hand the handler a JSON
 * round-tripped copy, so a Date arrives as its ISO string.
 */
export type JobPayload = object;
type AnyPayload = Record<string, unknown>;

export interface BackoffPolicy {
  /** fixed: `delayMs` between tries; exponential: delayMs · 2^(try-1). */
  type: 'fixed' | 'exponential';
  delayMs: number;
}

export interface EnqueueOptions {
  /**
   * Deduplication key, unique per job name: enqueueing an id that is already known (waiting,
   * delayed, active, completed or failed) is a no-op. Reactors pass the event id.
   * BullMQ forbids integer-like ids and ':' — both adapters reject them.
   */
  jobId: string;
  /** Run no earlier than this many ms from now. */
  delayMs?: number;
  /** Total tries including the first. Default DEFAULT_ATTEMPTS. */
  attempts?: number;
  /** Wait between tries. Default DEFAULT_BACKOFF. */
  backoff?: BackoffPolicy;
}

export const DEFAULT_ATTEMPTS = 5;
export const DEFAULT_BACKOFF: BackoffPolicy = { type: 'exponential', delayMs: 1_000 };

export interface Job<P extends JobPayload = AnyPayload> {
  id: string;
  name: string;
  payload: P;
  /** 1 on the first try, 2 on the first retry… */
  attempt: number;
  /** Tries allowed in total. */
  attempts: number;
}

export type JobHandler<P extends JobPayload = AnyPayload> = (job: Job<P>) => Promise<void>;

export interface ProcessOptions {
  /** Jobs of this name run at most this many at a time in this worker. Default 1. */
  concurrency?: number;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobInfo {
  id: string;
  name: string;
  payload: AnyPayload;
  state: JobState;
  /** Tries that have finished (failed or succeeded). */
  attemptsMade: number;
  /** The last error message once a try has failed. */
  failedReason?: string;
  enqueuedAt: Date;
  finishedAt?: Date;
}

export type JobCounts = Record<JobState, number>;

export interface JobQueue {
  readonly kind: 'bullmq' | 'in-process';
  /** Adds a job unless `jobId` is already known for `name`; resolves once it is stored. */
  enqueue(name: string, payload: JobPayload, opts: EnqueueOptions): Promise<{ jobId: string }>;
  /**
   * Registers the worker for `name` in this process (one per name per queue instance).
   * A handler that throws is retried with backoff until its attempts are used up, then the job
   * is kept as failed. Throw PermanentJobError (permanent-job-error.ts) to fail at once, e.g.
   * for a rejected recipient. Handlers must be idempotent: a crashed worker's job runs again.
   */
  process<P extends JobPayload = AnyPayload>(name: string, handler: JobHandler<P>, opts?: ProcessOptions): Promise<void>;
  getJob(name: string, jobId: string): Promise<JobInfo | undefined>;
  /**
   * An operator's retry (issue #33): a failed job runs again with fresh attempts; a delayed one (a
   * retry's backoff) runs now. 'unknown' when the queue does not have it (the caller enqueues it
   * afresh), 'not-retryable' when it is waiting, active or completed.
   */
  retry(name: string, jobId: string): Promise<'retried' | 'unknown' | 'not-retryable'>;
  /** Counts for one job name, or summed over every name this instance has enqueued or processed. */
  counts(name?: string): Promise<JobCounts>;
  /** Resolves when the queue's backing service answers (readiness); the in-process queue always does. */
  ping(): Promise<void>;
  /** Stops taking new jobs, waits for active ones to finish, releases connections. Idempotent. */
  close(): Promise<void>;
}

/** Called when a try fails or the adapter hits an infrastructure error. Default: console.error. */
export type JobErrorReporter = (err: unknown, context: { name?: string; jobId?: string; attempt?: number; final?: boolean }) => void;
