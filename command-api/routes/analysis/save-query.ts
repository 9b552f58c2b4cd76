import { v7 as uuidv7 } from 'uuid';
import { ANALYSIS_GROUPS, analysisScope } from '../../../domain/analysis/access';
import { saveQueryInput, saveQueryReply } from '../../../domain/analysis/api-schemas';
import { decideClaimName, decideCreateSavedQuery } from '../../../domain/analysis/save-query';
import { savedQueryDecider, savedQueryNameDecider } from '../../../domain/analysis/saved-query-decider';
import { savedQueryNameStream, savedQueryStream } from '../../../domain/analysis/saved-query-events';
import { savedQueryNameKey } from '../../../domain/analysis/saved-query-name';
import { commandRoute } from '../../lib/command-route';

/**
 * POST /api/analysis/saved-queries/save (issue #32): saves the editor's SQL under a name, unique
 * among the caller's saved queries (409 SAVED_QUERY_NAME_TAKEN next to the name). The name is
 * claimed on its own stream first, then the saved query's stream is created (D-802).
 */
export const saveQueryRoute = commandRoute(
  { path: '/api/analysis/saved-queries/save', tags: ['analysis'], summary: 'Save an analysis query under a name', auth: [...ANALYSIS_GROUPS], body: saveQueryInput, reply: saveQueryReply },
  async ({ body, claims, handle }) => {
    const { practiceId } = analysisScope(claims);
    const owner = claims.sub;
    const savedQueryId = uuidv7();
    const now = new Date();
    await handle(savedQueryNameStream(owner, savedQueryNameKey(body.name)), savedQueryNameDecider, (s) => decideClaimName({ owner, name: body.name, savedQueryId }, s), { step: 'claim-name' });
    const { result } = await handle(savedQueryStream(savedQueryId), savedQueryDecider, (s) => decideCreateSavedQuery({ savedQueryId, owner, practiceId, name: body.name, sql: body.sql, now }, s), {
      step: 'create',
      newStream: true,
    });
    return { savedQueryId, position: result!.position };
  },
);
