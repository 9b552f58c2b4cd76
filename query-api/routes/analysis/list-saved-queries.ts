import { ANALYSIS_GROUPS, analysisScope } from '../../../domain/analysis/access';
import { listSavedQueriesReply } from '../../../domain/analysis/api-schemas';
import { READ_MODEL_SCHEMA } from '../../../infra/read-models/tables';
import { queryRoute } from '../../lib/query-route';

/**
 * GET /api/analysis/saved-queries (issue #32): the caller's own saved queries, by name. Saved in
 * another scope (an administrator who moved practice) they are not listed.
 */
export const listSavedQueriesRoute = queryRoute(
  { method: 'GET', path: '/api/analysis/saved-queries', tags: ['analysis'], summary: 'The caller’s saved analysis queries', auth: [...ANALYSIS_GROUPS], readModels: ['saved_queries'], reply: listSavedQueriesReply },
  async ({ claims }, ctx) => {
    const { practiceId } = analysisScope(claims);
    let q = ctx.db.withSchema(READ_MODEL_SCHEMA).selectFrom('saved_queries').selectAll().where('owner', '=', claims.sub);
    q = practiceId === null ? q.where('practice_id', 'is', null) : q.where('practice_id', '=', practiceId);
    const rows = await q.orderBy('name').orderBy('saved_query_id').limit(500).execute();
    return { savedQueries: rows.map((r) => ({ savedQueryId: r.saved_query_id, name: r.name, sql: r.sql, createdAt: r.created_at, updatedAt: r.updated_at })) };
  },
);
