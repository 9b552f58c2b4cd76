import { ANALYSIS_GROUPS, analysisScope } from '../../../domain/analysis/access';
import { starterQueriesReply } from '../../../domain/analysis/api-schemas';
import { STARTER_QUERIES } from '../../../domain/analysis/starter-queries';
import { queryRoute } from '../../lib/query-route';

/** GET /api/analysis/starter-queries (issue #32): the six questions to start from (domain/analysis/starter-queries.ts). */
export const listStarterQueriesRoute = queryRoute(
  { method: 'GET', path: '/api/analysis/starter-queries', tags: ['analysis'], summary: 'The starter analysis queries', auth: [...ANALYSIS_GROUPS], readModels: [], reply: starterQueriesReply },
  async ({ claims }) => {
    analysisScope(claims);
    return { starterQueries: STARTER_QUERIES.map((q) => ({ ...q })) };
  },
);
