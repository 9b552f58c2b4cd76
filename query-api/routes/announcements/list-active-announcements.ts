import { audiencesOf, compareForDashboard } from '../../../domain/announcements/announcement-rules';
import { activeAnnouncementsReply } from '../../../domain/announcements/api-schemas';
import { queryRoute } from '../../lib/query-route';
import { announcementViewOf } from './announcement-row';

/**
 * GET /api/customer/announcements/active (any signed-in user, spec point 7 "active"): the live
 * announcements of the caller's audience (domain/announcements/announcement-rules.ts), urgent
 * first, then important, newest first. A CSR sees every live one.
 */
export const listActiveAnnouncementsRoute = queryRoute(
  {
    method: 'GET', path: '/api/customer/announcements/active', tags: ['announcements'], summary: 'Live announcements for the caller',
    auth: 'any', readModels: ['announcements'], reply: activeAnnouncementsReply,
  },
  async ({ claims }, ctx) => {
    const csr = claims.customerGroup === 'CSR' && !claims.impersonator;
    const audiences = csr ? null : audiencesOf({ customerGroup: claims.customerGroup, practiceId: claims.practiceId ?? null });
    if (audiences && audiences.length === 0) return { items: [] };
    let q = ctx.db.withSchema('rm').selectFrom('announcements').selectAll().where('status', '=', 'live');
    if (audiences) {
      q = q.where((eb) =>
        eb.or([
          eb('audience', 'in', audiences.filter((a) => a !== 'practice')),
          ...(audiences.includes('practice') && claims.practiceId ? [eb.and([eb('audience', '=', 'practice'), eb('practice_id', '=', claims.practiceId)])] : []),
        ]),
      );
    }
    const rows = await q.orderBy('live_date', 'desc').limit(50).execute();
    const items = rows
      .map(announcementViewOf)
      .sort(compareForDashboard)
      .map(({ id, headline, message, liveDate, takeDownDate, type, priority, url, urlDisplayText }) => ({ id, headline, message, liveDate, takeDownDate, type, priority, url, urlDisplayText }));
    return { items };
  },
);
