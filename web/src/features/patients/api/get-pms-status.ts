import { queryOptions, useQuery } from '@tanstack/react-query';
import { pmsIntegrationStatus, type PmsIntegrationStatus } from '@domain/patients/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';

/** POST /api/customer/getpmsintegrationstatus. */
export async function getPmsStatus(signal?: AbortSignal): Promise<PmsIntegrationStatus> {
  const reply = await apiClient.query<unknown>('/customer/getpmsintegrationstatus', {}, signal ? { signal } : {});
  return parseReply(pmsIntegrationStatus, reply);
}

export const pmsStatusKeys = { all: ['patients', 'pms-status'] as const };

export function pmsStatusQueryOptions() {
  return queryOptions({ queryKey: pmsStatusKeys.all, queryFn: ({ signal }) => getPmsStatus(signal) });
}

export function usePmsStatus() {
  return useQuery(pmsStatusQueryOptions());
}
