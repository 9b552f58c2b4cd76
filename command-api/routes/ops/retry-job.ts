import { retryJobInput, retryJobsReply } from '../../../domain/ops/api-schemas';
import { opsQueueStream } from '../../../domain/ops/events';
import { decideRetryJobs, opsQueueDecider } from '../../../domain/ops/retry-jobs';
import { commandRoute } from '../../lib/command-route';
import { retryFacts } from './ops-facts';

/** POST /api/ops/jobs/retry (issue #33): one failed or dead-lettered job runs again with fresh attempts (a worker does it). */
export const retryJobRoute = commandRoute(
  { path: '/api/ops/jobs/retry', tags: ['ops'], summary: 'Retry a failed job (operations console)', auth: ['Operator'], body: retryJobInput, reply: retryJobsReply },
  async ({ body, handle }, ctx) => {
    const facts = await retryFacts(ctx.sql, body.queue, body.jobId);
    const { result, events } = await handle(opsQueueStream(body.queue), opsQueueDecider, () => decideRetryJobs({ queue: body.queue, jobId: body.jobId, ...facts, now: new Date() }));
    return { queue: body.queue, jobs: events[0]?.data.jobs ?? 0, position: result!.position };
  },
);
