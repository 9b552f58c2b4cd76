import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mfaStream } from '../../../domain/security/events';
import { mfaDecider } from '../../../domain/security/mfa-state';
import { decideSetMfaPreference, mfaPreferenceInput } from '../../../domain/security/set-mfa-preference';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { refuseWhileImpersonating } from '../../lib/mfa';

/**
 * POST /api/customer/mfapreference: turn two-factor on (needs a verified number) or off, and the
 * "don't show again" choice of the invitation to secure the account (hideMfaModal).
 */
export const mfaPreferenceRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/mfapreference',
    {
      schema: {
        tags: ['customer', 'mfa'],
        summary: 'Two-factor on/off and hideMfaModal',
        description: '422 SMS_NUMBER_REQUIRED / SMS_NUMBER_NOT_VERIFIED when turning two-factor on without a verified number.',
        security: [{ bearer: [] }],
        body: mfaPreferenceInput,
        response: {
          200: z.object({ isMfaEnabled: z.boolean(), hideMfaModal: z.boolean(), position: z.number().int().nullable() }),
          ...errorResponses,
          422: errorBody,
        },
      },
      config: { auth: 'any' },
    },
    async (request) => {
      refuseWhileImpersonating(request);
      const claims = requireClaims(request);
      let after = mfaDecider.initialState();
      const { result } = await handleCommand(
        ctx.store,
        mfaStream(claims.sub),
        mfaDecider,
        (state) => {
          const events = decideSetMfaPreference(request.body, state);
          after = events.reduce(mfaDecider.evolve, state);
          return events;
        },
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'mfa-preference') },
      );
      return { isMfaEnabled: after.enabled, hideMfaModal: after.hideMfaModal, position: result?.position ?? null };
    },
  );
};
