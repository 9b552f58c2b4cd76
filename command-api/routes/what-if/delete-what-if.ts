import { deleteAnalysisJobInput, deleteAnalysisJobReply } from '../../../domain/analysis-jobs/api-schemas';
import { WHAT_IF_GROUPS, whatIfScope } from '../../../domain/what-if/access';
import { WHAT_IF_MESSAGES, WHAT_IF_NOT_FOUND } from '../../../domain/what-if/messages';
import { commandRoute } from '../../lib/command-route';
import { deleteAnalysisJobOf } from '../../lib/delete-analysis-job';

/**
 * POST /api/what-if/delete (issue #32): deletes one of the practice's what-ifs (a running one
 * stops); a worker removes its result rows. One that no longer exists (or another practice's) →
 * 404, nothing appended.
 */
export const deleteWhatIfRoute = commandRoute(
  { path: '/api/what-if/delete', tags: ['what-if'], summary: 'Delete a what-if pricing replay of the practice', auth: [...WHAT_IF_GROUPS], body: deleteAnalysisJobInput, reply: deleteAnalysisJobReply },
  (call) => deleteAnalysisJobOf(call, 'what-if', whatIfScope(call.claims).practiceId, { code: WHAT_IF_NOT_FOUND, message: WHAT_IF_MESSAGES.notFound }),
);
