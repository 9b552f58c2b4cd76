import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorParticularsReply } from '@domain/legal/api-schemas';
import { apiClient } from '@/lib/api-client';
import { legalKeys } from './keys';

/** GET /api/site/particulars (no sign-in): the operator's legal particulars, or null before a CSR sets them. */
export function getOperatorParticulars(signal?: AbortSignal): Promise<OperatorParticularsReply> {
  return apiClient.get<OperatorParticularsReply>('/site/particulars', {}, { auth: false, ...(signal ? { signal } : {}) });
}

export function operatorParticularsQueryOptions() {
  return queryOptions({ queryKey: legalKeys.particulars(), queryFn: ({ signal }) => getOperatorParticulars(signal), staleTime: 5 * 60_000 });
}

export function useOperatorParticulars() {
  return useQuery(operatorParticularsQueryOptions());
}
