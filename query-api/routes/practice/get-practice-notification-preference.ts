import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES,
  getPracticeNotificationPreferenceInput,
  PRACTICE_NOTIFICATION_KEYS,
  type PracticeNotificationPreferencesReply,
  practiceNotificationPreferencesSchema,
} from '../../../domain/practices/practice-notification-preferences';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import { locationForQuery } from '../../lib/acting-location';
import type { QueryContext } from '../../lib/context';

const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * POST /api/customer/GetPracticeNotificationPreference (Practice, Staff): a location's e-mail
 * notification preferences, the defaults until changed. Staff: their own location; the
 * administrator: `locationId` of the practice, by default the first location.
 */
export const getPracticeNotificationPreferenceRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/GetPracticeNotificationPreference',
    {
      schema: {
        tags: ['practice', 'notifications'],
        summary: "A practice location's e-mail notification preferences",
        security: [{ bearer: [] }],
        body: getPracticeNotificationPreferenceInput.optional(),
        response: { 200: practiceNotificationPreferencesSchema, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Practice', 'Staff'], readModels: ['practices'] },
    },
    async (request): Promise<PracticeNotificationPreferencesReply> => {
      const claims = requireClaims(request);
      const { locationId } = await locationForQuery(ctx.db, claims, request.body?.locationId);
      const row = await ctx.db
        .withSchema('rm')
        .selectFrom('practice_notification_preferences')
        .selectAll()
        .where('location_id', '=', locationId)
        .executeTakeFirst();
      const values = (row ?? {}) as unknown as Record<string, boolean | undefined>;
      return {
        locationId,
        ...Object.fromEntries(PRACTICE_NOTIFICATION_KEYS.map((k) => [k, values[column(k)] ?? DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES[k]])),
      } as PracticeNotificationPreferencesReply;
    },
  );
};
