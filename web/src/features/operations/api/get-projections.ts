import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsProjectionsReply } from '@domain/ops/api-schemas';
import { apiClient } from '@/lib/api-client';
import { OPS_REFRESH_MS, opsKeys } from './keys';

/** GET /api/ops/projections: the operations console's projections (operators only). */
export function getOpsProjections(signal?: AbortSignal): Promise<OpsProjectionsReply> {
  return apiClient.get('/ops/projections', {}, signal ? { signal } : {});
}

export function opsProjectionsQueryOptions() {
  return queryOptions({ queryKey: opsKeys.projections(), queryFn: ({ signal }) => getOpsProjections(signal) });
}

export function useOpsProjections() {
  return useQuery({ ...opsProjectionsQueryOptions(), refetchInterval: OPS_REFRESH_MS });
}
