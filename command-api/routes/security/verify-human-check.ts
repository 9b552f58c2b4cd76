import { verifyHumanCheckInput, verifyHumanCheckReply } from '../../../domain/security/api-schemas';
import { SECURITY_MESSAGES } from '../../../domain/security/messages';
import { DomainError } from '../../../domain/shared/errors';
import { verifyHumanCheck } from '../../../infra/http/human-check';
import { commandRoute } from '../../lib/command-route';
import { perIpPerMinute } from '../../lib/ip-rate-limit';

/**
 * Human verification (spec: POST /customer/recaptcha/verify with `{ response }`), self-hosted:
 * GET /api/customer/recaptcha/challenge gives the ALTCHA widget a signed proof-of-work challenge;
 * verify checks the solution, uses it up, and answers a single-use human-check token that the
 * protected form sends with its own request. Failure is an error body (the spec reads only the
 * error indicator).
 */
export const verifyHumanCheckRoute = commandRoute(
  {
    path: '/api/customer/recaptcha/verify', tags: ['customer', 'human check'], summary: 'Verify the human check',
    description: 'Body `{ response }`: the widget\'s payload. Answers a single-use `token` for the protected request, or 400 HUMAN_CHECK_FAILED.',
    auth: 'public', body: verifyHumanCheckInput, reply: verifyHumanCheckReply, errors: [429], rateLimit: perIpPerMinute,
  },
  async ({ body }, ctx) => {
    const result = await verifyHumanCheck(ctx.sql, body.response);
    if (!result.ok) throw new DomainError('validation', 'HUMAN_CHECK_FAILED', SECURITY_MESSAGES.humanCheckFailed);
    return { success: true as const, token: result.token, expiresAt: result.expiresAt };
  },
);
