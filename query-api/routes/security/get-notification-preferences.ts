import { notificationPreferencesReply, type NotificationPreferencesReply } from '../../../domain/security/api-schemas';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_REORDER_INTERVAL, NOTIFICATION_KEYS, REORDER_INTERVALS, type ReorderInterval } from '../../../domain/security/notification-preferences';
import { queryRoute } from '../../lib/query-route';

const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** POST /api/customer/GetNotificationPreference: the patient's eight preferences (the defaults until changed). */
export const getNotificationPreferenceRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/GetNotificationPreference',
    tags: ['customer', 'notifications'],
    summary: 'Notification preferences',
    auth: ['Patient'],
    readModels: ['notification_preferences'],
    reply: notificationPreferencesReply,
  },
  async ({ claims }, ctx) => {
    const row = await ctx.db.withSchema('rm').selectFrom('notification_preferences').selectAll().where('account_number', '=', claims.sub).executeTakeFirst();
    if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES, reorderInterval: DEFAULT_REORDER_INTERVAL };
    const values: Record<string, unknown> = row;
    const interval = (REORDER_INTERVALS as readonly string[]).includes(String(row.reorder_interval)) ? (row.reorder_interval as ReorderInterval) : DEFAULT_REORDER_INTERVAL;
    return {
      ...Object.fromEntries(
        NOTIFICATION_KEYS.map((k) => {
          const value = values[column(k)];
          return [k, typeof value === 'boolean' ? value : DEFAULT_NOTIFICATION_PREFERENCES[k]];
        }),
      ),
      reorderInterval: interval,
    } as NotificationPreferencesReply;
  },
);
