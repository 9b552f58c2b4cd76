import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../domain/shared/errors';
import { SECURITY_MESSAGES } from '../../../domain/security/messages';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import { createHumanCheckChallenge, verifyHumanCheck } from '../../../infra/http/human-check';
import type { CommandContext } from '../../lib/context';
import { perIpPerMinute, registerIpRateLimit } from '../../lib/ip-rate-limit';

const challengeReply = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/**
 * Human verification (spec: POST /customer/recaptcha/verify with `{ response }`), self-hosted:
 * GET /api/customer/recaptcha/challenge gives the ALTCHA widget a signed proof-of-work challenge;
 * verify checks the solution, uses it up, and answers a single-use human-check token that the
 * protected form sends with its own request. Failure is an error body (the spec reads only the
 * error indicator).
 */
export const recaptchaRoutes: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  await registerIpRateLimit(app);
  app.get(
    '/api/customer/recaptcha/challenge',
    {
      schema: { tags: ['customer', 'human check'], summary: 'A proof-of-work challenge for the human check', response: { 200: challengeReply } },
      config: { auth: 'public', rateLimit: { ...perIpPerMinute, max: () => perIpPerMinute.max() * 4 } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createHumanCheckChallenge(ctx.sql);
    },
  );
  app.post(
    '/api/customer/recaptcha/verify',
    {
      schema: {
        tags: ['customer', 'human check'],
        summary: 'Verify the human check',
        description: 'Body `{ response }`: the widget\'s payload. Answers a single-use `token` for the protected request, or 400 HUMAN_CHECK_FAILED.',
        body: z.object({ response: z.string().min(1).max(4000) }),
        response: { 200: z.object({ success: z.literal(true), token: z.string(), expiresAt: z.string() }), ...errorResponses, 429: errorBody },
      },
      config: { auth: 'public', rateLimit: perIpPerMinute },
    },
    async (request) => {
      const result = await verifyHumanCheck(ctx.sql, request.body.response);
      if (!result.ok) throw new DomainError('validation', 'HUMAN_CHECK_FAILED', SECURITY_MESSAGES.humanCheckFailed);
      return { success: true as const, token: result.token, expiresAt: result.expiresAt };
    },
  );
};
