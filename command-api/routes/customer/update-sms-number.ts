import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mfaStream } from '../../../domain/security/events';
import { isPhoneVerified, mfaDecider } from '../../../domain/security/mfa-state';
import { maskPhone, smsNumberInput } from '../../../domain/security/phone';
import { decideUpdateSmsNumber } from '../../../domain/security/update-sms-number';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { refuseWhileImpersonating } from '../../lib/mfa';

export const smsNumberReply = z.object({
  phone: z.string().nullable(),
  maskedPhone: z.string().nullable(),
  isVerified: z.boolean(),
  isMfaEnabled: z.boolean(),
  position: z.number().int().nullable(),
});

/** POST /api/customer/UpdateSMSNumber: the mobile number for codes and text notifications; it must then be verified. */
export const updateSmsNumberRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/UpdateSMSNumber',
    {
      schema: {
        tags: ['customer', 'mfa'],
        summary: 'Set the SMS number (then verify it)',
        security: [{ bearer: [] }],
        body: smsNumberInput,
        response: { 200: smsNumberReply, ...errorResponses },
      },
      config: { auth: 'any' },
    },
    async (request) => {
      refuseWhileImpersonating(request);
      const claims = requireClaims(request);
      let after = mfaDecider.initialState();
      const { result } = await handleCommand(
        ctx.store,
        mfaStream(claims.sub),
        mfaDecider,
        (state) => {
          const events = decideUpdateSmsNumber({ phone: request.body.phone }, state);
          after = events.reduce(mfaDecider.evolve, state);
          return events;
        },
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'update-sms-number') },
      );
      return {
        phone: after.phone,
        maskedPhone: maskPhone(after.phone),
        isVerified: isPhoneVerified(after),
        isMfaEnabled: after.enabled,
        position: result?.position ?? null,
      };
    },
  );
};
