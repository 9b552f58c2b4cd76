import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListReportSnapshotsReply } from '@domain/time-travel/api-schemas';
import { apiClient } from '@/lib/api-client';
import { whileJobsRun } from '@/lib/job-polling';
import { timeTravelKeys } from './keys';

type Params = { limit?: number; offset?: number };

/** GET /api/time-travel/snapshots: the practice's snapshots, their build progress, and the form's bounds. */
export function listSnapshots(params: Params, signal?: AbortSignal): Promise<ListReportSnapshotsReply> {
  return apiClient.get('/time-travel/snapshots', params, signal ? { signal } : {});
}

export function snapshotsQueryOptions(params: Params) {
  return queryOptions({ queryKey: timeTravelKeys.snapshots(params), queryFn: ({ signal }) => listSnapshots(params, signal) });
}

/**
 * The list follows its builds live (the live channel invalidates it on each analysis event); while
 * one builds it is also read every 10 s, in case the live channel is down.
 */
export function useSnapshots(params: Params) {
  return useQuery({ ...snapshotsQueryOptions(params), refetchInterval: whileJobsRun((d: ListReportSnapshotsReply) => d.snapshots) });
}
