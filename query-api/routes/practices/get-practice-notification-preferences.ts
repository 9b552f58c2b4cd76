import { getPracticeNotificationPreferenceInput, PRACTICE_NOTIFICATION_KEYS, type PracticeNotificationPreferencesReply, practiceNotificationPreferencesSchema } from '../../../domain/practices/api-schemas';
import { DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES } from '../../../domain/practices/practice-notification-preferences';
import { locationForQuery } from '../../lib/acting-location';
import { queryRoute } from '../../lib/query-route';

const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * POST /api/customer/GetPracticeNotificationPreference (Practice, Staff): a location's e-mail
 * notification preferences, the defaults until changed. Staff: their own location; the
 * administrator: `locationId` of the practice, by default the first location.
 */
export const getPracticeNotificationPreferenceRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/GetPracticeNotificationPreference',
    tags: ['practice', 'notifications'],
    summary: "A practice location's e-mail notification preferences",
    auth: ['Practice', 'Staff'],
    readModels: ['practices'],
    input: getPracticeNotificationPreferenceInput.optional(),
    reply: practiceNotificationPreferencesSchema,
  },
  async ({ input, claims }, ctx) => {
    const { locationId } = await locationForQuery(ctx.db, claims, input?.locationId);
    const row = await ctx.db.withSchema('rm').selectFrom('practice_notification_preferences').selectAll().where('location_id', '=', locationId).executeTakeFirst();
    const values: Record<string, unknown> = row ?? {};
    const keys = PRACTICE_NOTIFICATION_KEYS.map((k) => {
      const value = values[column(k)];
      return [k, typeof value === 'boolean' ? value : DEFAULT_PRACTICE_NOTIFICATION_PREFERENCES[k]];
    });
    return { locationId, ...Object.fromEntries(keys) } as PracticeNotificationPreferencesReply;
  },
);
