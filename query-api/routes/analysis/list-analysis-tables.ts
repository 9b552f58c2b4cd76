import { ANALYSIS_GROUPS, analysisScope } from '../../../domain/analysis/access';
import { analysisTablesReply, PAGE_SIZE_MAX } from '../../../domain/analysis/api-schemas';
import { SQL_MAX_CHARS } from '../../../domain/analysis/messages';
import { scopeExportDir } from '../../../infra/analytics/engine/scope-export-dir';
import { sharedEngines } from '../../../infra/analytics/engine/shared-engines';
import { queryRoute } from '../../lib/query-route';

/**
 * GET /api/analysis/tables (issue #32): the tables of the caller's export with their columns (as
 * DuckDB reads them), and the engine's limits; `exported: false` when no export exists yet.
 */
export const listAnalysisTablesRoute = queryRoute(
  { method: 'GET', path: '/api/analysis/tables', tags: ['analysis'], summary: 'The exported tables and columns the Analysis screen can query', auth: [...ANALYSIS_GROUPS], readModels: [], reply: analysisTablesReply },
  async ({ claims }) => {
    const engines = sharedEngines();
    const tables = await engines.use(scopeExportDir(analysisScope(claims)), async (sandbox) => sandbox.tables);
    return {
      exported: tables !== null,
      tables: tables ?? [],
      limits: { timeLimitSeconds: engines.limits.timeLimitSeconds, rowCap: engines.limits.rowCap, pageSizeMax: PAGE_SIZE_MAX, sqlMaxChars: SQL_MAX_CHARS },
    };
  },
);
