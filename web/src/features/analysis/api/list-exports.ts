import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listAnalyticsExportsReply } from '@domain/analytics/api-schemas';
import { apiClient } from '@/lib/api-client';
import { whileJobsRun } from '@/lib/job-polling';
import { analysisKeys } from './keys';

type Reply = z.infer<typeof listAnalyticsExportsReply>;

/** GET /api/analytics/exports: the caller's scope's exports with their progress (the exporter's route). */
export function listExports(signal?: AbortSignal): Promise<Reply> {
  return apiClient.get('/analytics/exports', { limit: 5 }, signal ? { signal } : {});
}

export function exportsQueryOptions() {
  return queryOptions({ queryKey: analysisKeys.exports(), queryFn: ({ signal }) => listExports(signal) });
}

/** While an export runs, read again (the live channel may also push its progress). */
export function useExports() {
  return useQuery({ ...exportsQueryOptions(), refetchInterval: whileJobsRun((d: Reply) => d.exports) });
}
