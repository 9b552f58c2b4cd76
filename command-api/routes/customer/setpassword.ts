import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { assertCanSetPassword, decideSetPassword, setPasswordInput, type SetPasswordCheck } from '../../../domain/identity/set-password';
import { hashPassword } from '../../../infra/auth/passwords';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { verifyLinkToken } from '../../lib/link-token';
import { loadAccount } from '../../lib/load-account';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';

/**
 * POST /api/customer/setpassword (public, token required): sets the password from the welcome
 * link or a reset link. Each link works once and only until it expires. A patient set up by a
 * practice is registered from here on. The account itself is the event's actor.
 */
export const setPasswordRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/setpassword',
    {
      schema: {
        tags: ['customer'],
        summary: 'Set a password from a welcome or reset link',
        body: setPasswordInput,
        response: { 200: z.object({ email: z.string(), position: z.number().int() }), ...errorResponses },
      },
      config: { auth: 'public' },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const claims = await verifyLinkToken(ctx.sql, token, ['welcome', 'reset-password']);
      const state = await loadAccount(ctx.store, claims.sub);
      const check: SetPasswordCheck = {
        link: { purpose: claims.purpose as 'welcome' | 'reset-password', tokenId: claims.jti },
        newPassword,
        now: new Date(),
      };
      // Refuse a used or expired link before spending an argon2 hash on it.
      assertCanSetPassword(check, state);
      const passwordHash = await hashPassword(newPassword);
      const { result } = await handleCommand(
        ctx.store,
        customerStream(claims.sub),
        customerDecider,
        (s) => decideSetPassword({ ...check, passwordHash }, s),
        {
          metadata: metadataFor(request, { accountNumber: claims.sub, customerGroup: state.customerGroup! }),
          idempotencyKey: idempotencyKeyOf(request, 'setpassword'),
        },
      );
      return { email: state.email!, position: result!.position };
    },
  );
};
