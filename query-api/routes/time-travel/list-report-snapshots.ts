import { listReportSnapshotsInput, listReportSnapshotsReply, type ReportSnapshotView } from '../../../domain/time-travel/api-schemas';
import { TIME_TRAVEL_GROUPS, timeTravelScope } from '../../../domain/time-travel/access';
import { reportSnapshotParamsOf } from '../../../domain/time-travel/request-report-snapshot';
import { logStart } from '../../../infra/event-store/log-start';
import { listSnapshots } from '../../../infra/read-models/snapshots';
import { analysisJobView, jobParams, practiceJobs, requesterNames } from '../../lib/analysis-jobs';
import { queryRoute } from '../../lib/query-route';
import { practiceTimeZone } from '../reports/report-source';

/**
 * GET /api/time-travel/snapshots (issue #32): the practice's snapshots asked for from the Reports
 * screens — waiting, building (with progress), ready or failed — newest first, paged; with the
 * practice's clock and where the log's history starts (the form's bounds). Every user of the
 * practice who may read reports sees the same list.
 */
export const listTimeTravelSnapshotsRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/time-travel/snapshots',
    tags: ['time travel'],
    summary: 'The practice’s report snapshots (as of a past moment) with their build progress',
    auth: [...TIME_TRAVEL_GROUPS],
    readModels: ['analysis_jobs'],
    input: listReportSnapshotsInput,
    reply: listReportSnapshotsReply,
  },
  async ({ input, claims }, ctx) => {
    const { practiceId } = timeTravelScope(claims);
    const [timeZone, earliest, { total, rows }, registry] = await Promise.all([
      practiceTimeZone(ctx.db, practiceId),
      logStart(ctx.store, ctx.sql),
      practiceJobs(ctx.db, practiceId, 'report-snapshot', input),
      listSnapshots(ctx.sql, { practiceId }),
    ]);
    const names = await requesterNames(ctx.db, rows);
    const built = new Map(registry.flatMap((s) => (s.jobId ? [[s.jobId, s.eventsApplied] as const] : [])));
    const snapshots: ReportSnapshotView[] = rows.map((row) => {
      const params = reportSnapshotParamsOf(jobParams(row));
      return {
        ...analysisJobView(row, names),
        snapshotId: params?.snapshotId ?? '',
        asOf: params?.asOf ?? '',
        eventsApplied: row.status === 'completed' ? (built.get(row.job_id) ?? null) : null,
      };
    });
    return { timeZone, earliest, total, limit: input.limit, offset: input.offset, snapshots };
  },
);
