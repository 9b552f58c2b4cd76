import { healthReply } from '../../../domain/ops/api-schemas';
import { projectionLag } from '../../../infra/read-models/lag';
import { queryRoute } from '../../lib/query-route';

/** GET /api/health: liveness plus each projection's lag (events behind the log head). */
export const healthRoute = queryRoute(
  { method: 'GET', path: '/api/health', tags: ['ops'], summary: 'Health and projection lag', auth: 'public', readModels: [], reply: healthReply },
  async (_call, ctx) => ({
    status: 'ok' as const,
    eventStore: ctx.store.kind,
    database: ctx.sql.kind,
    projections: await projectionLag(ctx.sql, ctx.store, ctx.projectionNames),
  }),
);
