import { v7 as uuidv7 } from 'uuid';
import { ANALYTICS_EXPORT_GROUPS, analyticsExportScope } from '../../../domain/analytics/access';
import { requestAnalyticsExportInput, requestAnalyticsExportReply } from '../../../domain/analytics/api-schemas';
import { decideRequestAnalyticsExport } from '../../../domain/analytics/request-analytics-export';
import { analysisJobDecider } from '../../../domain/analysis-jobs/analysis-job-decider';
import { analysisJobStream } from '../../../domain/analysis-jobs/events';
import { exportScopeFor } from '../../../infra/analytics/export/export-scope';
import { commandRoute } from '../../lib/command-route';

/**
 * POST /api/analytics/exports (issue #32): an analyst asks for the de-identified export of all
 * practices, a practice administrator of their own practice; a worker writes it (Parquet, into the
 * scope's folder the analysis engine reads) in the background. The request is the audit trail's
 * record of who exported what. Everyone else: 403.
 */
export const requestAnalyticsExportRoute = commandRoute(
  {
    path: '/api/analytics/exports',
    tags: ['analytics'],
    summary: 'Export the de-identified history as Parquet (in the background)',
    auth: [...ANALYTICS_EXPORT_GROUPS],
    body: requestAnalyticsExportInput,
    reply: requestAnalyticsExportReply,
  },
  async ({ claims, handle }) => {
    const { practiceId } = analyticsExportScope(claims);
    const jobId = uuidv7();
    const { result, events } = await handle(analysisJobStream(jobId), analysisJobDecider, (s) => decideRequestAnalyticsExport({ jobId, practiceId, now: new Date() }, s), { newStream: true });
    return { jobId, label: events[0]!.data.label, scope: exportScopeFor(practiceId), position: result!.position };
  },
);
