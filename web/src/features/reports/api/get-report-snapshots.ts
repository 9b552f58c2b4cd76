import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SnapshotInfo, SnapshotsReply } from '@domain/reports/api-schemas';
import { apiClient } from '@/lib/api-client';
import { reportsKeys } from './keys';

/** GET /api/reports/snapshots: the reports replayed "as of" a past instant (analysts' time travel). */
export async function getReportSnapshots(signal?: AbortSignal): Promise<SnapshotInfo[]> {
  const reply = await apiClient.get<SnapshotsReply>('/reports/snapshots', {}, signal ? { signal } : {});
  return reply.snapshots;
}

export function reportSnapshotsQueryOptions() {
  return queryOptions({ queryKey: reportsKeys.snapshots(), queryFn: ({ signal }) => getReportSnapshots(signal), staleTime: 60_000 });
}

export function useReportSnapshots() {
  return useQuery(reportSnapshotsQueryOptions());
}
