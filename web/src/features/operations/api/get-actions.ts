import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsActionsReply } from '@domain/ops/api-schemas';
import { apiClient } from '@/lib/api-client';
import { OPS_REFRESH_MS, opsKeys } from './keys';

/** GET /api/ops/actions: the operations console's actions (operators only). */
export function getOpsActions(signal?: AbortSignal): Promise<OpsActionsReply> {
  return apiClient.get('/ops/actions', {}, signal ? { signal } : {});
}

export function opsActionsQueryOptions() {
  return queryOptions({ queryKey: opsKeys.actions(), queryFn: ({ signal }) => getOpsActions(signal) });
}

export function useOpsActions() {
  return useQuery({ ...opsActionsQueryOptions(), refetchInterval: OPS_REFRESH_MS });
}
