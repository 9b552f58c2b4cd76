import { ANALYTICS_EXPORT_GROUPS, analyticsExportScope } from '../../../domain/analytics/access';
import { listAnalyticsExportsInput, listAnalyticsExportsReply } from '../../../domain/analytics/api-schemas';
import { exportScopeFor } from '../../../infra/analytics/export/export-scope';
import { READ_MODEL_SCHEMA } from '../../../infra/read-models/tables';
import { analysisJobView, jobResult, requesterNames } from '../../lib/analysis-jobs';
import { queryRoute } from '../../lib/query-route';

const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/**
 * GET /api/analytics/exports (issue #32): the exports of the caller's scope, newest first, paged,
 * with each one's state and progress — an analyst sees the all-practices exports, a practice
 * administrator their practice's. Everyone else: 403.
 */
export const listAnalyticsExportsRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/analytics/exports',
    tags: ['analytics'],
    summary: 'Exports of the de-identified history with their progress',
    auth: [...ANALYTICS_EXPORT_GROUPS],
    readModels: ['analysis_jobs'],
    input: listAnalyticsExportsInput,
    reply: listAnalyticsExportsReply,
  },
  async ({ input, claims }, ctx) => {
    const { practiceId } = analyticsExportScope(claims);
    const base = ctx.db.withSchema(READ_MODEL_SCHEMA).selectFrom('analysis_jobs').where('kind', '=', 'analytics-export').where('deleted', '=', false);
    const scoped = practiceId === null ? base.where('practice_id', 'is', null) : base.where('practice_id', '=', practiceId);
    const [n, rows] = await Promise.all([
      scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      scoped.selectAll().orderBy('requested_at', 'desc').orderBy('job_id', 'desc').limit(input.limit).offset(input.offset).execute(),
    ]);
    // Analysts are distributor staff: the requesters' names are looked up among the accounts as for any job.
    const names = await requesterNames(ctx.db, rows);
    const scope = exportScopeFor(practiceId);
    return {
      total: Number(n?.n ?? 0),
      limit: input.limit,
      offset: input.offset,
      exports: rows.map((r) => {
        const result = jobResult(r);
        return { ...analysisJobView(r, names), scope, events: count(result?.events), files: count(result?.files) };
      }),
    };
  },
);
