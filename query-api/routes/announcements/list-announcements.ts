import { sql } from 'kysely';
import { announcementListReply, listAnnouncementsInput } from '../../../domain/announcements/api-schemas';
import { queryRoute } from '../../lib/query-route';
import { announcementViewOf } from './announcement-row';

const SORT_COLUMNS = {
  liveDate: 'a.live_date',
  takeDownDate: 'a.take_down_date',
  headline: 'a.headline',
  audience: 'a.audience',
  updatedAt: 'a.updated_at',
  priority: 'priority_rank',
} as const;

const STATUSES = { active: ['scheduled', 'live'], drafts: ['draft'], archives: ['archived'] } as const;

/** A day (YYYY-MM-DD) or an instant → an ISO bound; `end` makes a day inclusive. */
function bound(value: string | undefined, end: boolean): string | undefined {
  if (!value) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const t = Date.parse(day ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(t)) return undefined;
  return new Date(day && end ? t + 86_400_000 - 1 : t).toISOString();
}

/**
 * GET /api/customer/announcements/all (CSR only, spec point 7 "all"): the Active, Drafts or
 * Archives list with the filters side panel (audience, priority, type, bookmarked, live-date range,
 * text) and a sort, paged.
 */
export const listAnnouncementsRoute = queryRoute(
  {
    method: 'GET', path: '/api/customer/announcements/all', tags: ['announcements'], summary: 'Announcements of one list, filtered and sorted',
    auth: ['CSR'], readModels: ['announcements'], input: listAnnouncementsInput, reply: announcementListReply,
  },
  async ({ input }, ctx) => {
    let q = ctx.db
      .withSchema('rm')
      .selectFrom('announcements as a')
      .leftJoin('practices as p', 'p.practice_id', 'a.practice_id')
      .where('a.status', 'in', [...STATUSES[input.list]]);
    if (input.audience) q = q.where('a.audience', '=', input.audience);
    if (input.priority) q = q.where('a.priority', '=', input.priority);
    if (input.type) q = q.where('a.type', '=', input.type);
    if (input.bookmarked) q = q.where('a.is_bookmarked', '=', input.bookmarked === 'true');
    const from = bound(input.from, false);
    const to = bound(input.to, true);
    if (from) q = q.where('a.live_date', '>=', from);
    if (to) q = q.where('a.live_date', '<=', to);
    if (input.q) {
      const like = `%${input.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb(sql<string>`lower(a.headline)`, 'like', like), eb(sql<string>`lower(a.message)`, 'like', like)]));
    }
    const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await q
      .selectAll('a')
      .select('p.name as practice_name')
      .select(sql<number>`CASE a.priority WHEN 'urgent' THEN 0 WHEN 'important' THEN 1 ELSE 2 END`.as('priority_rank'))
      .orderBy(sql.raw(`${SORT_COLUMNS[input.sort]} ${input.dir === 'asc' ? 'asc' : 'desc'} nulls last`))
      .orderBy('a.announcement_id', 'asc')
      .limit(input.limit)
      .offset(input.offset)
      .execute();
    return { items: rows.map(announcementViewOf), total: Number(total?.n ?? 0) };
  },
);
