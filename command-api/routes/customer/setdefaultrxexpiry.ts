import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import {
  DEFAULT_RX_EXPIRY_OPTIONS,
  decideSetDefaultRxExpiry,
  setDefaultRxExpiryInput,
} from '../../../domain/practices/set-default-rx-expiry';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';

/**
 * POST /api/customer/setdefaultrxexpiry (practice administrator): the practice's default
 * prescription expiry, "1 year" or "2 years" (spec points 7 and 9) → DefaultPrescriptionExpirySet.
 * Allowed in every account state ("update default prescription expiry", spec point 4).
 */
export const setDefaultRxExpiryRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/setdefaultrxexpiry',
    {
      schema: {
        tags: ['practice'],
        summary: "Set the practice's default prescription expiry",
        security: [{ bearer: [] }],
        body: setDefaultRxExpiryInput,
        response: {
          200: z.object({ expiry: z.enum(DEFAULT_RX_EXPIRY_OPTIONS), position: z.number().int().nullable() }),
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
      await assertPracticeAllows(ctx, claims, 'update default prescription expiry');
      const { result } = await handleCommand(
        ctx.store,
        practiceStream(practiceId),
        practiceDecider,
        (s) => decideSetDefaultRxExpiry({ practiceId, newExpiry: request.body.newExpiry }, s),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'setdefaultrxexpiry') },
      );
      return { expiry: request.body.newExpiry, position: result?.position ?? null };
    },
  );
};
