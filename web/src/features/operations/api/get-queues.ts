import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsQueuesReply } from '@domain/ops/api-schemas';
import { apiClient } from '@/lib/api-client';
import { OPS_REFRESH_MS, opsKeys } from './keys';

/** GET /api/ops/queues: the operations console's queues (operators only). */
export function getOpsQueues(signal?: AbortSignal): Promise<OpsQueuesReply> {
  return apiClient.get('/ops/queues', {}, signal ? { signal } : {});
}

export function opsQueuesQueryOptions() {
  return queryOptions({ queryKey: opsKeys.queues(), queryFn: ({ signal }) => getOpsQueues(signal) });
}

export function useOpsQueues() {
  return useQuery({ ...opsQueuesQueryOptions(), refetchInterval: OPS_REFRESH_MS });
}
