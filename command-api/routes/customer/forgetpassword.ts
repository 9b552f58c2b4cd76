import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages';
import { decideRequestPasswordReset, forgetPasswordInput } from '../../../domain/identity/request-password-reset';
import { errorResponses } from '../../../infra/http/errors';
import { requireHumanCheck } from '../../../infra/http/human-check';
import { accountByEmail } from '../../lib/account-by-email';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { metadataFor } from '../../lib/metadata';

/**
 * POST /api/customer/ForgetPassword (public): for a known account, PasswordResetRequested, and
 * the mail worker sends a link to /reset-password. The answer is the same whether or not the
 * address has an account (no position, no hint), so the form cannot be used to probe accounts.
 */
export const forgetPasswordRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/ForgetPassword',
    {
      schema: {
        tags: ['customer'],
        summary: 'Send a password-reset link',
        body: forgetPasswordInput.extend({
          /** Single-use token from /customer/recaptcha/verify (self-hosted proof of work): a public form. */
          humanCheck: z.string().max(4096).optional(),
        }),
        response: { 200: z.object({ message: z.string() }), ...errorResponses },
      },
      config: { auth: 'public' },
    },
    async (request) => {
      // A public form that sends e-mail: a human check first, so it cannot be scripted to spam inboxes.
      await requireHumanCheck(ctx.sql, request.body.humanCheck);
      const account = await accountByEmail(ctx.store, request.body.email);
      if (account) {
        const accountNumber = account.state.accountNumber!;
        await handleCommand(
          ctx.store,
          customerStream(accountNumber),
          customerDecider,
          (s) => decideRequestPasswordReset({ resetId: uuidv7(), now: new Date() }, s),
          { metadata: metadataFor(request) },
        );
      }
      return { message: ACCOUNT_MESSAGES.forgotPasswordSent };
    },
  );
};
