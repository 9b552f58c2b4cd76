import { deleteAnalysisJobInput, deleteAnalysisJobReply } from '../../../domain/analysis-jobs/api-schemas';
import { ANALYTICS_EXPORT_GROUPS, analyticsExportScope } from '../../../domain/analytics/access';
import { ANALYTICS_EXPORT_MESSAGES, ANALYTICS_EXPORT_NOT_FOUND } from '../../../domain/analytics/messages';
import { commandRoute } from '../../lib/command-route';
import { deleteAnalysisJobOf } from '../../lib/delete-analysis-job';

/**
 * POST /api/analytics/exports/delete (issue #32): deletes one export of the caller's scope (an
 * analyst's: all practices; an administrator's: their practice); a running one stops, and a worker
 * removes the scope's export folder (D-730). Another scope's export, or none → 404, nothing appended.
 */
export const deleteAnalyticsExportRoute = commandRoute(
  {
    path: '/api/analytics/exports/delete',
    tags: ['analytics'],
    summary: 'Delete an export of the de-identified history (and its files)',
    auth: [...ANALYTICS_EXPORT_GROUPS],
    body: deleteAnalysisJobInput,
    reply: deleteAnalysisJobReply,
  },
  (call) => deleteAnalysisJobOf(call, 'analytics-export', analyticsExportScope(call.claims).practiceId, { code: ANALYTICS_EXPORT_NOT_FOUND, message: ANALYTICS_EXPORT_MESSAGES.notFound }),
);
