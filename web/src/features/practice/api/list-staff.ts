import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListStaffReply } from '@domain/practices/api-schemas';
import { apiClient } from '@/lib/api-client';
import { practiceKeys } from './keys';

/** POST /api/customer/practice/staff (administrator): the practice's administrator and staff accounts. */
export function listStaff(signal?: AbortSignal): Promise<ListStaffReply> {
  return apiClient.query('/customer/practice/staff', {}, signal ? { signal } : {});
}

export function staffQueryOptions(practiceId: string) {
  return queryOptions({ queryKey: practiceKeys.staff(practiceId), queryFn: ({ signal }) => listStaff(signal) });
}

export function useStaff(practiceId: string) {
  return useQuery(staffQueryOptions(practiceId));
}
