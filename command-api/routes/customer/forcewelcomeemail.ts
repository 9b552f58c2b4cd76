import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideRequestWelcomeEmail } from '../../../domain/identity/request-welcome-email';
import { forceWelcomeEmailInput } from '../../../domain/support/force-welcome-email';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';

/**
 * POST /api/customer/forcewelcomeemail (CSR): sends the welcome e-mail (a fresh set-password
 * link) to a patient of any practice again, even when one was sent or is still on its way
 * (WelcomeEmailRequested with force; the welcome reactor and job send it). A patient who has
 * already set a password is refused: "Forgot password?" is their way in.
 */
export const forceWelcomeEmailRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/forcewelcomeemail',
    {
      schema: {
        tags: ['customer'],
        summary: 'Send a patient the welcome e-mail again (CSR)',
        security: [{ bearer: [] }],
        body: forceWelcomeEmailInput,
        response: { 200: z.object({ position: z.number().int() }), 404: errorBody, 422: errorBody, ...errorResponses },
      },
      config: { auth: ['CSR'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { result } = await handleCommand(
        ctx.store,
        customerStream(request.body.accountNumber),
        customerDecider,
        (state) => decideRequestWelcomeEmail({ requestedBy: claims.sub, force: true }, state),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'forcewelcomeemail') },
      );
      return { position: result!.position };
    },
  );
};
