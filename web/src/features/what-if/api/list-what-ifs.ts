import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListWhatIfsReply } from '@domain/what-if/api-schemas';
import { apiClient } from '@/lib/api-client';
import { whileJobsRun } from '@/lib/job-polling';
import { whatIfKeys } from './keys';

type Params = { limit?: number; offset?: number };

/** GET /api/what-if/runs: the practice's what-ifs with their progress, and what the form offers. */
export function listWhatIfs(params: Params, signal?: AbortSignal): Promise<ListWhatIfsReply> {
  return apiClient.get('/what-if/runs', params, signal ? { signal } : {});
}

export function whatIfsQueryOptions(params: Params) {
  return queryOptions({ queryKey: whatIfKeys.list(params), queryFn: ({ signal }) => listWhatIfs(params, signal) });
}

/** Follows its runs live (the live channel); while one runs, also read every 10 s in case the channel is down. */
export function useWhatIfs(params: Params) {
  return useQuery({ ...whatIfsQueryOptions(params), refetchInterval: whileJobsRun((d: ListWhatIfsReply) => d.whatIfs) });
}
