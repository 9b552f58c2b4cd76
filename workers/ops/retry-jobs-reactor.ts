import type { JobRetryRequested } from '../../domain/ops/events';
import { reactorOf } from '../reactors/reactor';

export const RETRY_JOBS = 'retry-jobs';

export interface RetryJobsPayload {
  queue: string;
  jobId: string | null;
  eventId: string;
}

/** An operator's retry (issue #33, D-784) becomes one job, keyed by the event: a replayed event never retries twice. */
export const retryJobsReactor = reactorOf<JobRetryRequested, RetryJobsPayload>({
  name: 'reactor_ops_job_retry',
  eventTypes: ['JobRetryRequested'],
  jobName: RETRY_JOBS,
  payload: (event) => ({ queue: event.data.queue, jobId: event.data.jobId }),
});
