import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { starterQueriesReply } from '@domain/analysis/api-schemas';
import { apiClient } from '@/lib/api-client';
import { analysisKeys } from './keys';

type Reply = z.infer<typeof starterQueriesReply>;

/** GET /api/analysis/starter-queries: the six questions to start from. */
export function listStarterQueries(signal?: AbortSignal): Promise<Reply> {
  return apiClient.get('/analysis/starter-queries', {}, signal ? { signal } : {});
}

export function starterQueriesQueryOptions() {
  return queryOptions({ queryKey: analysisKeys.starters(), queryFn: ({ signal }) => listStarterQueries(signal), staleTime: Infinity });
}

export function useStarterQueries() {
  return useQuery(starterQueriesQueryOptions());
}
