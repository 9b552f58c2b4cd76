import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listSavedQueriesReply } from '@domain/analysis/api-schemas';
import { apiClient } from '@/lib/api-client';
import { analysisKeys } from './keys';

type Reply = z.infer<typeof listSavedQueriesReply>;

/** GET /api/analysis/saved-queries: the user's own saved queries. */
export function listSavedQueries(signal?: AbortSignal): Promise<Reply> {
  return apiClient.get('/analysis/saved-queries', {}, signal ? { signal } : {});
}

export function savedQueriesQueryOptions() {
  return queryOptions({ queryKey: analysisKeys.saved(), queryFn: ({ signal }) => listSavedQueries(signal) });
}

export function useSavedQueries() {
  return useQuery(savedQueriesQueryOptions());
}
