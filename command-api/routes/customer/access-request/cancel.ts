import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessRequestDecider } from '../../../../domain/access-requests/access-request-decider';
import { accessRequestIdInput } from '../../../../domain/access-requests/access-request-rules';
import { decideCancelAccessRequest } from '../../../../domain/access-requests/cancel-access-request';
import { accessRequestStream } from '../../../../domain/access-requests/events';
import { requireClaims } from '../../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../../infra/http/errors';
import type { CommandContext } from '../../../lib/context';
import { handleCommand } from '../../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../../lib/practice-guard';
import { practiceScopeOf } from '../../../lib/practice-scope';

/** POST /api/customer/accessRequest/cancel (Staff, Practice): withdraws a pending request of the caller's practice. */
export const cancelAccessRequestRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/accessRequest/cancel',
    {
      schema: {
        tags: ['access request'],
        summary: 'Cancel a pending access request',
        security: [{ bearer: [] }],
        body: accessRequestIdInput,
        response: { 200: z.object({ id: z.string(), status: z.literal('cancelled'), position: z.number().int().nullable() }), 404: errorBody, 422: errorBody, ...practiceStateResponses, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { practiceId, locationId } = await practiceScopeOf(ctx.store, claims);
      await assertPracticeAllows(ctx, claims, 'cancel access request', locationId);
      const { result } = await handleCommand(
        ctx.store,
        accessRequestStream(request.body.id),
        accessRequestDecider,
        (state) => decideCancelAccessRequest({ practiceId, cancelledBy: claims.sub, now: new Date() }, state),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'accessRequest/cancel') },
      );
      return { id: request.body.id, status: 'cancelled' as const, position: result?.position ?? null };
    },
  );
};
