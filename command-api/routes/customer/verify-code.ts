import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wrongCodeError } from '../../../domain/security/check-code';
import { mfaStream } from '../../../domain/security/events';
import { mfaDecider } from '../../../domain/security/mfa-state';
import { maskPhone } from '../../../domain/security/phone';
import { decideVerifyCode, verifyCodeInput } from '../../../domain/security/verify-code';
import { codeHasher } from '../../../infra/auth/one-time-code';
import { securitySettings } from '../../../infra/config/security';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { perIpPerMinute, registerIpRateLimit } from '../../lib/ip-rate-limit';
import { metadataFor } from '../../lib/metadata';
import { refuseWhileImpersonating } from '../../lib/mfa';

const verifiedReply = z.object({
  verified: z.literal(true),
  phone: z.string(),
  maskedPhone: z.string().nullable(),
  isMfaEnabled: z.boolean(),
  position: z.number().int(),
});

/**
 * POST /api/customer/VerifyCode: the code texted by SendVerificationCode proves the number
 * (PhoneNumberVerified); with `enableTwoFactor` it also turns two-factor on (TwoFactorEnabled).
 * A wrong code is recorded (VerificationCodeRejected) and answered "Oops! That's not the correct code."
 */
export const verifyCodeRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  await registerIpRateLimit(app);
  app.post(
    '/api/customer/VerifyCode',
    {
      schema: {
        tags: ['customer', 'mfa'],
        summary: 'Verify the SMS number with the texted code',
        description: '400 INVALID_CODE (the spec message); 422 CODE_EXPIRED, CODE_ATTEMPTS_EXHAUSTED, NO_CODE_PENDING.',
        security: [{ bearer: [] }],
        body: verifyCodeInput,
        response: { 200: verifiedReply, ...errorResponses, 422: errorBody, 429: errorBody },
      },
      config: { auth: 'any', rateLimit: perIpPerMinute },
    },
    async (request) => {
      refuseWhileImpersonating(request);
      const claims = requireClaims(request);
      const settings = securitySettings();
      const hashOf = await codeHasher(ctx.sql, request.body.code);
      let enabledBefore = false;
      const { result, events } = await handleCommand(
        ctx.store,
        mfaStream(claims.sub),
        mfaDecider,
        (state) => {
          enabledBefore = state.enabled;
          return decideVerifyCode(
            { candidateHash: hashOf, enableTwoFactor: request.body.enableTwoFactor ?? false, now: new Date().toISOString(), maxAttempts: settings.maxCodeAttempts },
            state,
          );
        },
        { metadata: metadataFor(request) },
      );
      const verified = events.find((e) => e.type === 'PhoneNumberVerified');
      if (!result || !verified || verified.type !== 'PhoneNumberVerified') throw wrongCodeError();
      return {
        verified: true as const,
        phone: verified.data.phone,
        maskedPhone: maskPhone(verified.data.phone),
        isMfaEnabled: enabledBefore || events.some((e) => e.type === 'TwoFactorEnabled'),
        position: result.position,
      };
    },
  );
};
