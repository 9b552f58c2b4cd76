import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RunQueryReply } from '@domain/analysis/api-schemas';
import { apiClient } from '@/lib/api-client';
import { analysisKeys } from './keys';

export interface RunRequest {
  sql: string;
  offset: number;
  limit: number;
  /** Each press of Run is a new run (the same SQL runs again); its pages share it. */
  runId: number;
}

/** POST /api/analysis/query: one page of a query's result. */
export function runAnalysisQuery(req: Omit<RunRequest, 'runId'>, signal?: AbortSignal): Promise<RunQueryReply> {
  return apiClient.query('/analysis/query', req, signal ? { signal } : {});
}

export function analysisRunQueryOptions(req: RunRequest) {
  return queryOptions({ queryKey: analysisKeys.run(req.sql, req.offset, req.limit, req.runId), queryFn: ({ signal }) => runAnalysisQuery({ sql: req.sql, offset: req.offset, limit: req.limit }, signal), retry: false, staleTime: 60_000 });
}

/** The page of the query last run (null: nothing run yet); the previous page stays while the next loads. */
export function useAnalysisRun(req: RunRequest | null) {
  return useQuery({ ...analysisRunQueryOptions(req ?? { sql: '', offset: 0, limit: 1, runId: 0 }), enabled: req !== null, placeholderData: keepPreviousData });
}
