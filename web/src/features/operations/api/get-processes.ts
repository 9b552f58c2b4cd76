import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsProcessesReply } from '@domain/ops/api-schemas';
import { apiClient } from '@/lib/api-client';
import { OPS_REFRESH_MS, opsKeys } from './keys';

/** GET /api/ops/processes: the operations console's processes (operators only). */
export function getOpsProcesses(signal?: AbortSignal): Promise<OpsProcessesReply> {
  return apiClient.get('/ops/processes', {}, signal ? { signal } : {});
}

export function opsProcessesQueryOptions() {
  return queryOptions({ queryKey: opsKeys.processes(), queryFn: ({ signal }) => getOpsProcesses(signal) });
}

export function useOpsProcesses() {
  return useQuery({ ...opsProcessesQueryOptions(), refetchInterval: OPS_REFRESH_MS });
}
