import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideSignOut } from '../../../domain/identity/sign-out';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { metadataFor } from '../../lib/metadata';

/** POST /api/customer/signout: closes the session (SignedOut); the token is refused from then on. */
export const signOutRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/signout',
    {
      schema: {
        tags: ['customer'],
        summary: 'Sign out',
        security: [{ bearer: [] }],
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
        (s) => decideSignOut({ sessionId: claims.sessionId }, s),
        { metadata: metadataFor(request) },
      );
      return { position: result?.position ?? null };
    },
  );
};
