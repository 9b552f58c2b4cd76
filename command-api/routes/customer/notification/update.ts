import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffNotificationStream } from '../../../../domain/staff-notifications/events';
import { decideMarkStaffNotifications, markStaffNotificationsInput } from '../../../../domain/staff-notifications/mark-staff-notifications';
import { requireClaims } from '../../../../infra/http/auth';
import { errorResponses } from '../../../../infra/http/errors';
import type { CommandContext } from '../../../lib/context';
import { handleCommand } from '../../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../../lib/metadata';
import { practiceScopeOf } from '../../../lib/practice-scope';

/**
 * POST /api/customer/notification/update (Staff, Practice): marks staff notifications viewed or
 * not viewed (StaffNotificationsMarked). Staff change their location's; the administrator any of the practice's.
 */
export const updateStaffNotificationsRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/notification/update',
    {
      schema: {
        tags: ['staff notifications'],
        summary: 'Mark staff notifications viewed or not viewed',
        security: [{ bearer: [] }],
        body: markStaffNotificationsInput,
        response: { 200: z.object({ position: z.number().int() }), ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { practiceId, locationId } = await practiceScopeOf(ctx.store, claims);
      const { result } = await handleCommand(
        ctx.store,
        staffNotificationStream(practiceId),
        { initialState: () => null, evolve: (s: null) => s },
        () => decideMarkStaffNotifications({ ...request.body, practiceId, locationId: claims.customerGroup === 'Staff' ? locationId : null, markedBy: claims.sub, now: new Date() }),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'notification/update') },
      );
      return { position: result!.position };
    },
  );
};
