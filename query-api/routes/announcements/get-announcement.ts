import { announcementIdInput, getAnnouncementReply } from '../../../domain/announcements/api-schemas';
import { ANNOUNCEMENT_MESSAGES } from '../../../domain/announcements/announcement-rules';
import { DomainError } from '../../../domain/shared/errors';
import { queryRoute } from '../../lib/query-route';
import { announcementViewOf } from './announcement-row';

/** GET /api/customer/announcements/get (CSR only): one announcement for the edit and republish screens, with its history (who did what). */
export const getAnnouncementRoute = queryRoute(
  {
    method: 'GET', path: '/api/customer/announcements/get', tags: ['announcements'], summary: 'One announcement and its history',
    auth: ['CSR'], readModels: ['announcements', 'customers'], input: announcementIdInput, reply: getAnnouncementReply,
  },
  async ({ input }, ctx) => {
    const row = await ctx.db
      .withSchema('rm')
      .selectFrom('announcements as a')
      .leftJoin('practices as p', 'p.practice_id', 'a.practice_id')
      .selectAll('a')
      .select('p.name as practice_name')
      .where('a.announcement_id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'NOT_FOUND', ANNOUNCEMENT_MESSAGES.notFound);
    const history = await ctx.db
      .withSchema('rm')
      .selectFrom('announcement_history as h')
      .leftJoin('customers as c', 'c.account_number', 'h.actor_account')
      .select(['h.occurred_at', 'h.event_type', 'h.summary', 'h.scheduled_for', 'h.actor_account', 'h.actor_group', 'h.impersonator_name', 'c.first_name', 'c.last_name'])
      .where('h.announcement_id', '=', input.id)
      .orderBy('h.global_position', 'desc')
      .limit(200)
      .execute();
    return {
      announcement: announcementViewOf(row),
      history: history.map((h) => ({
        occurredAt: h.occurred_at,
        eventType: h.event_type,
        summary: h.summary,
        scheduledFor: h.scheduled_for,
        actorAccount: h.actor_account,
        actorName: h.actor_account === 'system' ? 'Scheduler' : [h.first_name, h.last_name].filter(Boolean).join(' ') || null,
        actorGroup: h.actor_group,
        impersonatorName: h.impersonator_name,
      })),
    };
  },
);
