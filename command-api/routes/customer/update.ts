import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideUpdateProfile, updateProfileInput } from '../../../domain/identity/update-profile';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';

/**
 * POST /api/customer/update (signed in): the own personal info (names, phone, date of birth,
 * addresses) → CustomerProfileUpdated; `/customer/get` shows it. Nothing changed → no event,
 * `position: null`.
 */
export const updateProfileRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/update',
    {
      schema: {
        tags: ['customer'],
        summary: 'Update own profile',
        security: [{ bearer: [] }],
        body: updateProfileInput,
        response: { 200: z.object({ position: z.number().int().nullable() }), ...errorResponses },
      },
      config: { auth: 'any' },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { result } = await handleCommand(
        ctx.store,
        customerStream(claims.sub),
        customerDecider,
        (s) => decideUpdateProfile(request.body, s),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'update-profile') },
      );
      return { position: result?.position ?? null };
    },
  );
};
