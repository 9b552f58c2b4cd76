import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisTablesReply } from '@domain/analysis/api-schemas';
import { apiClient } from '@/lib/api-client';
import { analysisKeys } from './keys';

/** GET /api/analysis/tables: the export's tables and columns, and the engine's limits. */
export function listAnalysisTables(signal?: AbortSignal): Promise<AnalysisTablesReply> {
  return apiClient.get('/analysis/tables', {}, signal ? { signal } : {});
}

export function analysisTablesQueryOptions() {
  return queryOptions({ queryKey: analysisKeys.tables(), queryFn: ({ signal }) => listAnalysisTables(signal) });
}

/** While no export exists, asks again every 5 s (an export may be running). */
export function useAnalysisTables() {
  return useQuery({ ...analysisTablesQueryOptions(), refetchInterval: (q) => (q.state.data && !q.state.data.exported ? 5000 : false) });
}
