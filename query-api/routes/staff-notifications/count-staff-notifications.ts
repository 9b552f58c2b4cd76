import { staffNotificationCountReply } from '../../../domain/staff-notifications/api-schemas';
import type { QueryContext } from '../../lib/context';
import { queryRoute } from '../../lib/query-route';
import { staffNotificationsOf } from '../../lib/staff-notification-scope';

/** POST /api/customer/notification/count (Staff, Practice): how many of the caller's staff notifications are not viewed. */
export const countStaffNotificationsRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/notification/count',
    tags: ['staff notifications'],
    summary: 'Unread staff notifications',
    auth: ['Staff', 'Practice'],
    readModels: ['staff_notifications'],
    reply: staffNotificationCountReply,
  },
  async ({ claims }, ctx: QueryContext) => {
    const row = await staffNotificationsOf(ctx.db, claims)
      .where('n.is_viewed', '=', false)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return { count: Number(row?.n ?? 0) };
  },
);
