import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { securitySettings } from '../../../infra/config/security';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { perIpPerMinute, registerIpRateLimit } from '../../lib/ip-rate-limit';
import { metadataFor } from '../../lib/metadata';
import { refuseWhileImpersonating, sendCode } from '../../lib/mfa';

export const codeSentReply = z.object({
  maskedPhone: z.string().nullable(),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
  position: z.number().int(),
});

/**
 * POST /api/customer/SendVerificationCode: texts a 6-digit code to the number set with
 * UpdateSMSNumber (10 minutes; a new code replaces the previous one).
 */
export const sendVerificationCodeRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  await registerIpRateLimit(app);
  app.post(
    '/api/customer/SendVerificationCode',
    {
      schema: {
        tags: ['customer', 'mfa'],
        summary: 'Text a code to the SMS number',
        description: '422 SMS_NUMBER_REQUIRED without a number; 429 RESEND_TOO_SOON / TOO_MANY_CODES; 422 SMS_SEND_FAILED.',
        security: [{ bearer: [] }],
        body: z.object({}).optional(),
        response: { 200: codeSentReply, ...errorResponses, 422: errorBody, 429: errorBody },
      },
      config: { auth: 'any', rateLimit: perIpPerMinute },
    },
    async (request) => {
      refuseWhileImpersonating(request);
      const claims = requireClaims(request);
      return sendCode(ctx, claims.sub, 'verify-phone', { metadata: metadataFor(request), settings: securitySettings() });
    },
  );
};
