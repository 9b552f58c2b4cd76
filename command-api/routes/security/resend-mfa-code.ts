import { codeSentReply, resendMfaCodeInput } from '../../../domain/security/api-schemas';
import { SECURITY_MESSAGES } from '../../../domain/security/messages';
import { DomainError } from '../../../domain/shared/errors';
import { contextHash } from '../../../infra/auth/one-time-code';
import { securitySettings } from '../../../infra/config/security';
import { commandRoute } from '../../lib/command-route';
import { perIpPerMinute } from '../../lib/ip-rate-limit';
import { loadAccount } from '../../lib/load-account';
import { parseMfaContext, refuseWhileImpersonating, sendCode } from '../../lib/mfa';

/**
 * POST /api/customer/resendmfacode: "Resend code". With `mfaContext` (during a sign-in, no token
 * yet) a new sign-in code for that sign-in; without it, for a signed-in user, a new code for the
 * number being verified. Either way the previous code stops working, after a short cooldown and
 * within the hourly allowance.
 */
export const resendMfaCodeRoute = commandRoute(
  {
    path: '/api/customer/resendmfacode', tags: ['customer', 'mfa'], summary: 'Resend the texted code',
    description: '401 MFA_CONTEXT_INVALID for an unknown or finished sign-in; 429 RESEND_TOO_SOON / TOO_MANY_CODES.',
    auth: 'public', duringEnrolment: true, body: resendMfaCodeInput, reply: codeSentReply, errors: [429], rateLimit: perIpPerMinute,
  },
  async ({ body, claimsIfAny, metadata, metadataAs, request }, ctx) => {
    const settings = securitySettings();
    if (body.mfaContext) {
      const { accountNumber, secret } = parseMfaContext(body.mfaContext);
      const account = await loadAccount(ctx.store, accountNumber);
      if (!account.exists) throw new DomainError('unauthorized', 'MFA_CONTEXT_INVALID', SECURITY_MESSAGES.mfaContextInvalid);
      const actor = { accountNumber, customerGroup: account.customerGroup! };
      return sendCode(ctx, accountNumber, 'sign-in', { contextHash: await contextHash(ctx.sql, secret), resendOf: 'sign-in', metadata: metadataAs(actor), settings });
    }
    if (!claimsIfAny) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Sign in first.');
    refuseWhileImpersonating(request);
    return sendCode(ctx, claimsIfAny.sub, 'verify-phone', { metadata, settings });
  },
);
