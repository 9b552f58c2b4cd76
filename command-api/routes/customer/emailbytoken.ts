import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailForLink } from '../../../domain/identity/account-links';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { verifyLinkToken } from '../../lib/link-token';
import { loadAccount } from '../../lib/load-account';

const emailByTokenInput = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.tokenRequired }).trim().min(1, ACCOUNT_MESSAGES.tokenRequired).max(4096, ACCOUNT_MESSAGES.tokenInvalid),
});

/**
 * POST /api/customer/emailbytoken (public): the e-mail address an e-mailed link is about (the
 * account's, or the new address being confirmed), for the /welcome, /reset-password and
 * /verifyemail pages. Answered from the account stream with the very checks set-password and
 * confirm-email-change apply, so the page never offers a form the link cannot submit.
 * Used, expired or invalid → TOKEN_USED / TOKEN_EXPIRED / TOKEN_INVALID.
 */
export const emailByTokenRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/emailbytoken',
    {
      schema: {
        tags: ['customer'],
        summary: 'E-mail address of an e-mailed link',
        body: emailByTokenInput,
        response: {
          200: z.object({ email: z.string(), purpose: z.enum(['welcome', 'reset-password', 'verify-email']) }),
          ...errorResponses,
        },
      },
      config: { auth: 'public' },
    },
    async (request) => {
      const claims = await verifyLinkToken(ctx.sql, request.body.token, ['welcome', 'reset-password', 'verify-email']);
      const state = await loadAccount(ctx.store, claims.sub);
      const email = emailForLink({ purpose: claims.purpose, tokenId: claims.jti }, state, new Date());
      return { email, purpose: claims.purpose };
    },
  );
};
