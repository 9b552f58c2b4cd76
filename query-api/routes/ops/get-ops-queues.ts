import { opsQueuesReply } from '../../../domain/ops/api-schemas';
import { readOpsQueues } from '../../lib/ops/read-ops-queues';
import { queryRoute } from '../../lib/query-route';

/** GET /api/ops/queues (issue #33): per queue waiting / delayed / active / failed / dead-lettered, the failed jobs, the scheduled work. Operators only. */
export const getOpsQueuesRoute = queryRoute(
  { method: 'GET', path: '/api/ops/queues', tags: ['ops'], summary: 'The operations console: queues, failed jobs and scheduled work', auth: ['Operator'], readModels: [], reply: opsQueuesReply },
  async (_call, ctx) => readOpsQueues(ctx.sql),
);
