import { ANALYSIS_GROUPS, analysisScope } from '../../../domain/analysis/access';
import { deleteSavedQueryInput, savedQueryChangeReply } from '../../../domain/analysis/api-schemas';
import { decideDeleteSavedQuery, decideReleaseName, ownedSavedQuery } from '../../../domain/analysis/save-query';
import { savedQueryDecider, savedQueryNameDecider } from '../../../domain/analysis/saved-query-decider';
import { savedQueryNameStream, savedQueryStream } from '../../../domain/analysis/saved-query-events';
import { savedQueryNameKey } from '../../../domain/analysis/saved-query-name';
import { commandRoute } from '../../lib/command-route';

/**
 * POST /api/analysis/saved-queries/delete (issue #32): deletes one of the caller's saved queries
 * and frees its name. Another owner's, a deleted one or one that never existed → 404, nothing appended.
 */
export const deleteSavedQueryRoute = commandRoute(
  { path: '/api/analysis/saved-queries/delete', tags: ['analysis'], summary: 'Delete a saved analysis query', auth: [...ANALYSIS_GROUPS], body: deleteSavedQueryInput, reply: savedQueryChangeReply },
  async ({ body, claims, handle, load }) => {
    analysisScope(claims);
    const owner = claims.sub;
    const { savedQueryId } = body;
    const current = ownedSavedQuery((await load(savedQueryStream(savedQueryId), savedQueryDecider)).state, owner);
    const now = new Date();
    const deleted = await handle(savedQueryStream(savedQueryId), savedQueryDecider, (s) => decideDeleteSavedQuery({ owner, now }, s), { step: 'delete' });
    const released = await handle(savedQueryNameStream(owner, savedQueryNameKey(current.name)), savedQueryNameDecider, (s) => decideReleaseName({ owner, name: current.name, savedQueryId }, s), {
      step: 'release-name',
    });
    return { savedQueryId, position: released.result?.position ?? deleted.result?.position ?? 0 };
  },
);
