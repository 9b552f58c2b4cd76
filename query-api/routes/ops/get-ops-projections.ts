import { opsProjectionsReply } from '../../../domain/ops/api-schemas';
import { readOpsProjections } from '../../lib/ops/read-ops-projections';
import { queryRoute } from '../../lib/query-route';

/** GET /api/ops/projections (issue #33): every projection and reactor with its position, lag, state, rate, last error, pause and rebuild. Operators only. */
export const getOpsProjectionsRoute = queryRoute(
  { method: 'GET', path: '/api/ops/projections', tags: ['ops'], summary: 'The operations console: projections', auth: ['Operator'], readModels: ['ops_controls'], reply: opsProjectionsReply },
  async (_call, ctx) => readOpsProjections({ sql: ctx.sql, db: ctx.db, store: ctx.store, names: ctx.projectionNames }),
);
