import { ANALYSIS_GROUPS, analysisScope } from '../../../domain/analysis/access';
import { renameSavedQueryInput, savedQueryChangeReply } from '../../../domain/analysis/api-schemas';
import { decideClaimName, decideReleaseName, decideRenameSavedQuery, ownedSavedQuery } from '../../../domain/analysis/save-query';
import { savedQueryDecider, savedQueryNameDecider } from '../../../domain/analysis/saved-query-decider';
import { savedQueryNameStream, savedQueryStream } from '../../../domain/analysis/saved-query-events';
import { savedQueryNameKey } from '../../../domain/analysis/saved-query-name';
import { commandRoute } from '../../lib/command-route';

/**
 * POST /api/analysis/saved-queries/rename (issue #32): another name for one of the caller's saved
 * queries — the new name claimed, the rename recorded, the old name released. Another owner's or
 * a deleted one → 404; a name the caller already uses → 409 next to the name.
 */
export const renameSavedQueryRoute = commandRoute(
  { path: '/api/analysis/saved-queries/rename', tags: ['analysis'], summary: 'Rename a saved analysis query', auth: [...ANALYSIS_GROUPS], body: renameSavedQueryInput, reply: savedQueryChangeReply },
  async ({ body, claims, handle, load }) => {
    analysisScope(claims);
    const owner = claims.sub;
    const { savedQueryId, name } = body;
    const current = ownedSavedQuery((await load(savedQueryStream(savedQueryId), savedQueryDecider)).state, owner);
    const now = new Date();
    const sameKey = savedQueryNameKey(current.name) === savedQueryNameKey(name);
    if (!sameKey) await handle(savedQueryNameStream(owner, savedQueryNameKey(name)), savedQueryNameDecider, (s) => decideClaimName({ owner, name, savedQueryId }, s), { step: 'claim-name' });
    const renamed = await handle(savedQueryStream(savedQueryId), savedQueryDecider, (s) => decideRenameSavedQuery({ owner, name, now }, s), { step: 'rename' });
    let position = renamed.result?.position;
    if (!sameKey) {
      const released = await handle(savedQueryNameStream(owner, savedQueryNameKey(current.name)), savedQueryNameDecider, (s) => decideReleaseName({ owner, name: current.name, savedQueryId }, s), {
        step: 'release-name',
      });
      position = released.result?.position ?? position;
    }
    return { savedQueryId, position: position ?? 0 };
  },
);
