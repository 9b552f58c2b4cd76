import { queryOptions, useQuery } from '@tanstack/react-query';
import { pmsIntegrationStatus, type PmsIntegrationStatus } from '@domain/patients/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { ApiError, apiClient } from '@/lib/api-client';

/** POST /api/customer/getpmsintegrationstatus. */
export async function getPmsStatus(signal?: AbortSignal): Promise<PmsIntegrationStatus> {
  const reply = await apiClient.query<unknown>('/customer/getpmsintegrationstatus', {}, signal ? { signal } : {});
  const parsed = pmsIntegrationStatus.safeParse(reply);
  if (!parsed.success) throw new ApiError(500, 'INVALID_REPLY', MESSAGES.somethingWentWrongRetry);
  return parsed.data;
}

export const pmsStatusKeys = { all: ['patients', 'pms-status'] as const };

export function pmsStatusQueryOptions() {
  return queryOptions({ queryKey: pmsStatusKeys.all, queryFn: ({ signal }) => getPmsStatus(signal) });
}

export function usePmsStatus() {
  return useQuery(pmsStatusQueryOptions());
}
