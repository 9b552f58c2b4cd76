import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { practiceStream } from '../../../domain/practices/events';
import { practiceDecider } from '../../../domain/practices/practice-decider';
import {
  decideSetPracticeNotificationPreferences,
  PRACTICE_NOTIFICATION_KEYS,
  type PracticeNotificationPreferences,
  practiceNotificationPreferencesOf,
  practiceNotificationPreferencesSchema,
  setPracticeNotificationPreferenceInput,
} from '../../../domain/practices/practice-notification-preferences';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';
import { assertPracticeAllows, practiceStateResponses } from '../../lib/practice-guard';
import { locationForCommand } from '../../lib/practice-location-scope';

/**
 * POST /api/customer/SetPracticeNotificationPreference (Practice, Staff): a location's e-mail
 * notification preferences → PracticeNotificationPreferencesChanged on the practice stream (only
 * the keys that change). Staff set their own location's; the administrator any location's
 * (`locationId`, default the practice's first). Part of "edit practice information", so allowed
 * in every account state (spec point 4).
 */
export const setPracticeNotificationPreferenceRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/SetPracticeNotificationPreference',
    {
      schema: {
        tags: ['practice', 'notifications'],
        summary: "Set a practice location's e-mail notification preferences",
        description: `Any of: ${PRACTICE_NOTIFICATION_KEYS.join(', ')}. Answers all the keys after the change.`,
        security: [{ bearer: [] }],
        body: setPracticeNotificationPreferenceInput,
        response: {
          200: practiceNotificationPreferencesSchema.extend({ position: z.number().int().nullable() }),
          404: errorBody,
          ...errorResponses,
          ...practiceStateResponses,
        },
      },
      config: { auth: ['Practice', 'Staff'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { locationId: requested, ...rest } = request.body as { locationId?: string } & Partial<PracticeNotificationPreferences>;
      const { practiceId, locationId } = await locationForCommand(ctx.store, claims, requested);
      await assertPracticeAllows(ctx, claims, 'edit practice information', locationId);
      let after = practiceDecider.initialState();
      const { result } = await handleCommand(
        ctx.store,
        practiceStream(practiceId),
        practiceDecider,
        (state) => {
          const events = decideSetPracticeNotificationPreferences({ practiceId, locationId, changes: rest }, state);
          after = events.reduce(practiceDecider.evolve, state);
          return events;
        },
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'set-practice-notification-preference') },
      );
      return { locationId, ...practiceNotificationPreferencesOf(after, locationId), position: result?.position ?? null };
    },
  );
};
