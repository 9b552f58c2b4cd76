import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import { decideUpdatePracticeInfo, updatePracticeInfoInput } from '../../../domain/practices/update-practice-info';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';

/**
 * POST /api/customer/practice/update (practice administrator; not a spec path, decision D-091):
 * the practice's name and phone → PracticeInfoUpdated. "Edit practice information" stays allowed in
 * every account state (spec point 4). Unchanged values record nothing.
 */
export const updatePracticeInfoRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/practice/update',
    {
      schema: {
        tags: ['practice'],
        summary: "Edit the practice's information (name, phone)",
        security: [{ bearer: [] }],
        body: updatePracticeInfoInput,
        response: {
          200: z.object({ practiceId: z.string(), name: z.string(), phone: z.string().nullable(), position: z.number().int().nullable() }),
          404: errorBody,
          ...errorResponses,
          ...practiceStateResponses,
        },
      },
      config: { auth: ['Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const practiceId = claims.practiceId;
      if (!practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      await assertPracticeAllows(ctx, claims, 'edit practice information');
      const name = request.body.practiceName;
      const phone = request.body.phone ?? null;
      const { result } = await handleCommand(
        ctx.store,
        practiceStream(practiceId),
        practiceDecider,
        (s) => decideUpdatePracticeInfo({ practiceId, name, phone }, s),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'practice-update') },
      );
      return { practiceId, name, phone, position: result?.position ?? null };
    },
  );
};
