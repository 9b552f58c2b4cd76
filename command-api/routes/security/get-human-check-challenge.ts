import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { humanCheckChallengeReply } from '../../../domain/security/api-schemas';
import { createHumanCheckChallenge } from '../../../infra/http/human-check';
import type { CommandContext } from '../../lib/context';
import { perIpPerMinute, registerIpRateLimit } from '../../lib/ip-rate-limit';

/**
 * GET /api/customer/recaptcha/challenge: a signed proof-of-work challenge for the ALTCHA widget (the
 * answer goes to POST /customer/recaptcha/verify, verify-human-check.ts).
 * A plain Fastify GET: a challenge is handed out, nothing is decided or appended (commandRoute serves
 * POST commands).
 */
export const humanCheckChallengeRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  await registerIpRateLimit(app);
  app.get(
    '/api/customer/recaptcha/challenge',
    {
      schema: { tags: ['customer', 'human check'], summary: 'A proof-of-work challenge for the human check', response: { 200: humanCheckChallengeReply } },
      config: { auth: 'public', rateLimit: { ...perIpPerMinute, max: () => perIpPerMinute.max() * 4 } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createHumanCheckChallenge(ctx.sql);
    },
  );
};
