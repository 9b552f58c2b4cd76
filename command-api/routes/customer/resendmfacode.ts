import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../domain/shared/errors';
import { SECURITY_MESSAGES } from '../../../domain/security/messages';
import { contextHash } from '../../../infra/auth/one-time-code';
import { securitySettings } from '../../../infra/config/security';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { perIpPerMinute, registerIpRateLimit } from '../../lib/ip-rate-limit';
import { loadAccount } from '../../lib/load-account';
import { metadataFor } from '../../lib/metadata';
import { parseMfaContext, refuseWhileImpersonating, sendCode } from '../../lib/mfa';
import { codeSentReply } from './send-verification-code';

/**
 * POST /api/customer/resendmfacode: "Resend code". With `mfaContext` (during a sign-in, no token
 * yet) a new sign-in code for that sign-in; without it, for a signed-in user, a new code for the
 * number being verified. Either way the previous code stops working, after a short cooldown and
 * within the hourly allowance.
 */
export const resendMfaCodeRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  await registerIpRateLimit(app);
  app.post(
    '/api/customer/resendmfacode',
    {
      schema: {
        tags: ['customer', 'mfa'],
        summary: 'Resend the texted code',
        description: '401 MFA_CONTEXT_INVALID for an unknown or finished sign-in; 429 RESEND_TOO_SOON / TOO_MANY_CODES.',
        body: z.object({ mfaContext: z.string().min(10).max(200).optional() }),
        response: { 200: codeSentReply, ...errorResponses, 422: errorBody, 429: errorBody },
      },
      config: { auth: 'public', rateLimit: perIpPerMinute },
    },
    async (request) => {
      const settings = securitySettings();
      if (request.body.mfaContext) {
        const { accountNumber, secret } = parseMfaContext(request.body.mfaContext);
        const account = await loadAccount(ctx.store, accountNumber);
        if (!account.exists) throw new DomainError('unauthorized', 'MFA_CONTEXT_INVALID', SECURITY_MESSAGES.mfaContextInvalid);
        return sendCode(ctx, accountNumber, 'sign-in', {
          contextHash: await contextHash(ctx.sql, secret),
          resendOf: 'sign-in',
          metadata: metadataFor(request, { accountNumber, customerGroup: account.customerGroup! }),
          settings,
        });
      }
      if (!request.claims) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Sign in first.');
      refuseWhileImpersonating(request);
      return sendCode(ctx, request.claims.sub, 'verify-phone', { metadata: metadataFor(request), settings });
    },
  );
};
