import { DomainError } from '../shared/errors';
import type { JobRetryRequested } from './events';
import { OPS_CODES, OPS_MESSAGES } from './messages';

export interface RetryJobs {
  queue: string;
  /** One job, or every failed and dead-lettered job of the queue (null). */
  jobId: string | null;
  /** The queue is one the workers process. */
  knownQueue: boolean;
  /** How many of the named jobs are failed or dead-lettered now (from the reactors' outbox). */
  retryable: number;
  now: Date;
}

/**
 * A retry: the worker hands the job (or jobs) to the queue again with fresh attempts. Refused, with
 * nothing appended, for an unknown queue, a job that no longer exists or no longer failed, and a
 * "retry all" with nothing to retry. No state of its own: the facts come from the outbox.
 */
export function decideRetryJobs(cmd: RetryJobs): JobRetryRequested[] {
  if (!cmd.knownQueue) throw new DomainError('not_found', OPS_CODES.unknownQueue, OPS_MESSAGES.unknownQueue);
  if (cmd.retryable === 0) {
    if (cmd.jobId) throw new DomainError('not_found', OPS_CODES.jobNotFound, OPS_MESSAGES.jobNotFound);
    throw new DomainError('conflict', OPS_CODES.nothingToRetry, OPS_MESSAGES.nothingToRetry);
  }
  return [{ type: 'JobRetryRequested', data: { queue: cmd.queue, jobId: cmd.jobId, jobs: cmd.retryable, requestedAt: cmd.now.toISOString() } }];
}

/** The queue's ops stream holds only its retries: the state is how many were asked for. */
export const opsQueueDecider = {
  initialState: () => ({ retries: 0 }),
  evolve: (state: { retries: number }, event: JobRetryRequested) => (event.type === 'JobRetryRequested' ? { retries: state.retries + 1 } : state),
};
