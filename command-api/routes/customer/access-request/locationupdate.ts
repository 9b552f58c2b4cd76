import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessRequestDecider } from '../../../../domain/access-requests/access-request-decider';
import { locationUpdateInput } from '../../../../domain/access-requests/access-request-rules';
import { decideArchiveAccessRequest } from '../../../../domain/access-requests/archive-access-request';
import { accessRequestStream } from '../../../../domain/access-requests/events';
import { requireClaims } from '../../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../../infra/http/errors';
import type { CommandContext } from '../../../lib/context';
import { handleCommand } from '../../../lib/handle-command';
import { metadataFor } from '../../../lib/metadata';
import { practiceScopeOf } from '../../../lib/practice-scope';

/**
 * POST /api/customer/accessRequest/locationUpdate (Staff, Practice): archives the selected requests
 * (answered, cancelled or expired) so they leave the location's list. All ids are checked first;
 * one unknown or still-pending id refuses the whole selection.
 */
export const locationUpdateAccessRequestsRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/accessRequest/locationUpdate',
    {
      schema: {
        tags: ['access request'],
        summary: 'Archive selected access requests',
        security: [{ bearer: [] }],
        body: locationUpdateInput,
        response: { 200: z.object({ archived: z.array(z.string()), position: z.number().int().nullable() }), 404: errorBody, 422: errorBody, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { practiceId } = await practiceScopeOf(ctx.store, claims);
      const ids = [...new Set(request.body.ids)];
      const now = new Date();
      // Check every selected request before changing any.
      for (const id of ids) {
        const { events } = await ctx.store.readStream(accessRequestStream(id));
        const state = (events as unknown as Parameters<typeof accessRequestDecider.evolve>[1][]).reduce(accessRequestDecider.evolve, accessRequestDecider.initialState());
        decideArchiveAccessRequest({ practiceId, archivedBy: claims.sub, now }, state);
      }
      let position: number | null = null;
      for (const id of ids) {
        const { result } = await handleCommand(
          ctx.store,
          accessRequestStream(id),
          accessRequestDecider,
          (state) => decideArchiveAccessRequest({ practiceId, archivedBy: claims.sub, now }, state),
          { metadata: metadataFor(request) },
        );
        if (result) position = Math.max(position ?? 0, result.position);
      }
      return { archived: ids, position };
    },
  );
};
