import { todayIn } from '../../../domain/reports/report-days';
import { listWhatIfsInput, listWhatIfsReply } from '../../../domain/what-if/api-schemas';
import { WHAT_IF_GROUPS, whatIfScope } from '../../../domain/what-if/access';
import { READ_MODEL_SCHEMA } from '../../../infra/read-models/tables';
import { practiceJobs, requesterNames } from '../../lib/analysis-jobs';
import { queryRoute } from '../../lib/query-route';
import { practiceTimeZone } from '../reports/report-source';
import { whatIfViewOf } from './what-if-view';

/**
 * GET /api/what-if/runs (issue #32): the practice's what-if pricing replays, newest first, paged,
 * with each one's state and progress; and what the form offers (the practice's locations, the
 * latest month a period may end). Practice administrators only.
 */
export const listWhatIfsRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/what-if/runs',
    tags: ['what-if'],
    summary: 'The practice’s what-if pricing replays with their progress',
    auth: [...WHAT_IF_GROUPS],
    readModels: ['analysis_jobs', 'practices'],
    input: listWhatIfsInput,
    reply: listWhatIfsReply,
  },
  async ({ input, claims }, ctx) => {
    const { practiceId } = whatIfScope(claims);
    const [{ total, rows }, locations, timeZone] = await Promise.all([
      practiceJobs(ctx.db, practiceId, 'what-if', input),
      ctx.db.withSchema(READ_MODEL_SCHEMA).selectFrom('locations').select(['location_id', 'name']).where('practice_id', '=', practiceId).orderBy('name').orderBy('location_id').execute(),
      practiceTimeZone(ctx.db, practiceId),
    ]);
    const names = await requesterNames(ctx.db, rows);
    return {
      total,
      limit: input.limit,
      offset: input.offset,
      whatIfs: rows.map((r) => whatIfViewOf(r, names)),
      locations: locations.map((l) => ({ locationId: l.location_id, name: l.name })),
      currentMonth: todayIn(timeZone).slice(0, 7),
    };
  },
);
