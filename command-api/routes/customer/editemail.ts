import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideRequestEmailChange, editEmailInput } from '../../../domain/identity/request-email-change';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { emailHolder } from '../../lib/load-account';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';

/**
 * POST /api/customer/editemail (signed in): asks to move the own account to a new address.
 * Taken → USER_ALREADY_EXISTS (409). Otherwise EmailChangeRequested, and the mail worker sends a
 * confirmation link (/verifyemail) to the new address; the address changes only once it is
 * confirmed there by signing in with the previous e-mail and password.
 */
export const editEmailRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/editemail',
    {
      schema: {
        tags: ['customer'],
        summary: 'Request an e-mail address change',
        security: [{ bearer: [] }],
        body: editEmailInput,
        response: { 200: z.object({ email: z.string(), expiresAt: z.string(), position: z.number().int() }), ...errorResponses },
      },
      config: { auth: 'any' },
    },
    async (request) => {
      const claims = requireClaims(request);
      const holder = await emailHolder(ctx.store, request.body.email);
      const { result, events } = await handleCommand(
        ctx.store,
        customerStream(claims.sub),
        customerDecider,
        (s) =>
          decideRequestEmailChange(
            { changeId: uuidv7(), newEmail: request.body.email, emailTaken: holder !== undefined && holder !== claims.sub, now: new Date() },
            s,
          ),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'editemail') },
      );
      const requested = events[0];
      if (!result || requested?.type !== 'EmailChangeRequested') throw new Error('EmailChangeRequested was not appended');
      return { email: requested.data.newEmail, expiresAt: requested.data.expiresAt, position: result.position };
    },
  );
};
