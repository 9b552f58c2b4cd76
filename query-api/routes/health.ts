import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { projectionLag } from '../../infra/read-models/lag';
import type { QueryContext } from '../lib/context';

const healthReply = z.object({
  status: z.literal('ok'),
  eventStore: z.string(),
  database: z.string(),
  projections: z.array(
    z.object({
      name: z.string(),
      version: z.number(),
      position: z.number(),
      eventsApplied: z.number(),
      lag: z.number(),
      caughtUp: z.boolean(),
    }),
  ),
});

/** GET /api/health: liveness plus each projection's lag (events behind the log head). */
export const healthRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/health',
    { schema: { tags: ['ops'], summary: 'Health and projection lag', response: { 200: healthReply } }, config: { auth: 'public' } },
    async () => ({
      status: 'ok' as const,
      eventStore: ctx.store.kind,
      database: ctx.sql.kind,
      projections: await projectionLag(ctx.sql, ctx.store, ctx.projectionNames),
    }),
  );
};
