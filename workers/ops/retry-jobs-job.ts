import type { SqlClient } from '../../infra/db/sql-client';
import type { JobQueue } from '../../infra/queue/port';
import type { ReactorOutbox } from '../reactors/reactor-outbox';
import { RETRY_JOBS, type RetryJobsPayload } from './retry-jobs-reactor';

/**
 * Runs an operator's retry (D-784): each failed or dead-lettered outbox row of the queue (or the one
 * job) gets fresh attempts — its failure marks cleared first, then the queue asked to run it again
 * (a failed job with reset attempts, one in backoff now); a job the queue no longer has (Redis lost
 * it, a retention policy, a restarted in-process queue) goes back to pending and the outbox hands it
 * on afresh. A job that is waiting or running already is left as it is.
 */
export async function processOpsJobs(deps: { sql: SqlClient; queue: JobQueue; outbox: Pick<ReactorOutbox, 'dispatch'> }): Promise<void> {
  await deps.queue.process<RetryJobsPayload>(RETRY_JOBS, async (job) => {
    const { queue, jobId } = job.payload;
    const { rows } = await deps.sql.query<{ job_id: string }>(
      `SELECT job_id FROM reactor_outbox
        WHERE job_name = $1 AND ($2::text IS NULL OR job_id = $2) AND (failed_at IS NOT NULL OR last_failed_at IS NOT NULL)
        ORDER BY job_id LIMIT 10000`,
      [queue, jobId],
    );
    let lost = 0;
    for (const { job_id } of rows) {
      await deps.sql.query(
        `UPDATE reactor_outbox SET failed_at = NULL, attempts = 0, last_error = NULL, last_failed_at = NULL, checked_at = NULL, enqueued_at = now()
          WHERE job_name = $1 AND job_id = $2`,
        [queue, job_id],
      );
      const outcome = await deps.queue.retry(queue, job_id);
      if (outcome === 'unknown') {
        await deps.sql.query(`UPDATE reactor_outbox SET enqueued_at = NULL WHERE job_name = $1 AND job_id = $2`, [queue, job_id]);
        lost++;
      }
    }
    if (lost) await deps.outbox.dispatch();
  });
}
