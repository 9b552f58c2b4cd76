import { deleteAnalysisJobInput, deleteAnalysisJobReply } from '../../../domain/analysis-jobs/api-schemas';
import { TIME_TRAVEL_GROUPS, timeTravelScope } from '../../../domain/time-travel/access';
import { SNAPSHOT_NOT_FOUND, TIME_TRAVEL_MESSAGES } from '../../../domain/time-travel/messages';
import { commandRoute } from '../../lib/command-route';
import { deleteAnalysisJobOf } from '../../lib/delete-analysis-job';

/**
 * POST /api/time-travel/snapshots/delete (issue #32): deletes one of the practice's snapshots —
 * ready, failed, or still building (the build stops) — for everyone of the practice. A worker then
 * drops its schema. One that no longer exists (or another practice's) → 404, nothing appended.
 */
export const deleteReportSnapshotRoute = commandRoute(
  { path: '/api/time-travel/snapshots/delete', tags: ['time travel'], summary: 'Delete a report snapshot of the practice', auth: [...TIME_TRAVEL_GROUPS], body: deleteAnalysisJobInput, reply: deleteAnalysisJobReply },
  (call) => deleteAnalysisJobOf(call, 'report-snapshot', timeTravelScope(call.claims).practiceId, { code: SNAPSHOT_NOT_FOUND, message: TIME_TRAVEL_MESSAGES.notFound }),
);
