import { ANALYSIS_GROUPS } from '../../../domain/analysis/access';
import { runQueryInput, runQueryReply } from '../../../domain/analysis/api-schemas';
import { runQueryPage } from '../../../infra/analytics/engine/run-query-page';
import { queryRoute } from '../../lib/query-route';
import { onScopeEngine } from './scope-engine';

/**
 * POST /api/analysis/query (issue #32): one page of a read-only SQL query over the caller's
 * export. A refused statement, a syntax error or an unknown column → 400 QUERY_INVALID with
 * DuckDB's message; past the time limit → 400 QUERY_TIMEOUT; a page past the row cap → 400 QUERY_ROW_CAP.
 */
export const runAnalysisQueryRoute = queryRoute(
  { method: 'POST', path: '/api/analysis/query', tags: ['analysis'], summary: 'Run a read-only SQL query over the export (one page)', auth: [...ANALYSIS_GROUPS], readModels: [], input: runQueryInput, reply: runQueryReply },
  async ({ input, claims }) => onScopeEngine(claims, (sandbox) => runQueryPage(sandbox, input.sql, { offset: input.offset, limit: input.limit })),
);
