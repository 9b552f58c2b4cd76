import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KEYS,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '../../../domain/security/notification-preferences';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';

const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** POST /api/customer/GetNotificationPreference: the patient's eight preferences (the defaults until changed). */
export const getNotificationPreferenceRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/GetNotificationPreference',
    {
      schema: {
        tags: ['customer', 'notifications'],
        summary: 'Notification preferences',
        security: [{ bearer: [] }],
        response: { 200: notificationPreferencesSchema, ...errorResponses },
      },
      config: { auth: ['Patient'], readModels: ['notification_preferences'] },
    },
    async (request): Promise<NotificationPreferences> => {
      const claims = requireClaims(request);
      const row = await ctx.db
        .withSchema('rm')
        .selectFrom('notification_preferences')
        .selectAll()
        .where('account_number', '=', claims.sub)
        .executeTakeFirst();
      if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
      const values = row as unknown as Record<string, boolean>;
      return Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, values[column(k)] ?? DEFAULT_NOTIFICATION_PREFERENCES[k]])) as NotificationPreferences;
    },
  );
};
