import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireClaims } from '../../../../infra/http/auth';
import { errorResponses } from '../../../../infra/http/errors';
import type { QueryContext } from '../../../lib/context';
import { staffNotificationsOf } from '../../../lib/staff-notification-scope';

/** POST /api/customer/notification/count (Staff, Practice): how many of the caller's staff notifications are not viewed. */
export const countStaffNotificationsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/notification/count',
    {
      schema: {
        tags: ['staff notifications'],
        summary: 'Unread staff notifications',
        security: [{ bearer: [] }],
        response: { 200: z.object({ count: z.number().int() }), ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['staff_notifications'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const row = await staffNotificationsOf(ctx.db, claims)
        .where('n.is_viewed', '=', false)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return { count: Number(row?.n ?? 0) };
    },
  );
};
