import { retryAllJobsInput, retryJobsReply } from '../../../domain/ops/api-schemas';
import { opsQueueStream } from '../../../domain/ops/events';
import { decideRetryJobs, opsQueueDecider } from '../../../domain/ops/retry-jobs';
import { commandRoute } from '../../lib/command-route';
import { retryFacts } from './ops-facts';

/** POST /api/ops/jobs/retryall (issue #33): every failed and dead-lettered job of a queue runs again with fresh attempts. */
export const retryAllJobsRoute = commandRoute(
  { path: '/api/ops/jobs/retryall', tags: ['ops'], summary: "Retry all of a queue's failed jobs (operations console)", auth: ['Operator'], body: retryAllJobsInput, reply: retryJobsReply },
  async ({ body, handle }, ctx) => {
    const facts = await retryFacts(ctx.sql, body.queue, null);
    const { result, events } = await handle(opsQueueStream(body.queue), opsQueueDecider, () => decideRetryJobs({ queue: body.queue, jobId: null, ...facts, now: new Date() }));
    return { queue: body.queue, jobs: events[0]?.data.jobs ?? 0, position: result!.position };
  },
);
