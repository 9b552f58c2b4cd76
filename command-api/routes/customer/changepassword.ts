import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assertCanChangePassword,
  changePasswordInput,
  type ChangePasswordCheck,
  decideChangePassword,
} from '../../../domain/identity/change-password';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { hashPassword, verifyPassword } from '../../../infra/auth/passwords';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { loadAccount } from '../../lib/load-account';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';

/**
 * POST /api/customer/changepassword (signed in): e-mail + oldPassword + newPassword (spec point 5).
 * A wrong e-mail or current password, or a new password equal to the current one, answers
 * INVALID_EMAIL_PASSWORD (400, never 401: the page must not reload).
 */
export const changePasswordRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/changepassword',
    {
      schema: {
        tags: ['customer'],
        summary: 'Change own password',
        security: [{ bearer: [] }],
        body: changePasswordInput,
        response: { 200: z.object({ position: z.number().int() }), ...errorResponses },
      },
      config: { auth: 'any' },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { email, oldPassword, newPassword } = request.body;
      const state = await loadAccount(ctx.store, claims.sub);
      const check: ChangePasswordCheck = {
        email,
        oldPassword,
        newPassword,
        oldPasswordMatches: await verifyPassword(state.passwordHash, oldPassword),
      };
      assertCanChangePassword(check, state);
      const passwordHash = await hashPassword(newPassword);
      const { result } = await handleCommand(
        ctx.store,
        customerStream(claims.sub),
        customerDecider,
        (s) => decideChangePassword({ ...check, passwordHash }, s),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'changepassword') },
      );
      return { position: result!.position };
    },
  );
};
