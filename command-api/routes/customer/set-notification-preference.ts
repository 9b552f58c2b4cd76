import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPreferencesStream } from '../../../domain/security/events';
import {
  decideSetNotificationPreferences,
  notificationPreferencesDecider,
  notificationPreferencesSchema,
  setNotificationPreferenceInput,
} from '../../../domain/security/notification-preferences';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { loadMfa } from '../../lib/mfa';
import { z } from 'zod';

/**
 * POST /api/customer/SetNotificationPreference: a patient's choices among the eight keys of spec
 * point 3. Text-message keys can be turned on only with a verified SMS number.
 */
export const setNotificationPreferenceRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/SetNotificationPreference',
    {
      schema: {
        tags: ['customer', 'notifications'],
        summary: 'Set notification preferences',
        description: 'Any of the eight keys. 422 SMS_NUMBER_NOT_VERIFIED when turning on a text-message key without a verified number.',
        security: [{ bearer: [] }],
        body: setNotificationPreferenceInput,
        response: { 200: notificationPreferencesSchema.extend({ position: z.number().int().nullable() }), ...errorResponses, 422: errorBody },
      },
      config: { auth: ['Patient'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const mfa = await loadMfa(ctx.store, claims.sub);
      let after = notificationPreferencesDecider.initialState();
      const { result } = await handleCommand(
        ctx.store,
        notificationPreferencesStream(claims.sub),
        notificationPreferencesDecider,
        (state) => {
          const events = decideSetNotificationPreferences({ changes: request.body, hasVerifiedSmsNumber: mfa.verifiedPhone !== null }, state);
          after = events.reduce(notificationPreferencesDecider.evolve, state);
          return events;
        },
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'set-notification-preference') },
      );
      return { ...after.preferences, position: result?.position ?? null };
    },
  );
};
