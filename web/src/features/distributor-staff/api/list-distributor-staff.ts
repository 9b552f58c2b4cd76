import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DISTRIBUTOR_STAFF_PAGE_SIZE, type ListDistributorStaffInput, type ListDistributorStaffReply } from '@domain/distributor-staff/api-schemas';
import { apiClient } from '@/lib/api-client';
import { distributorStaffKeys } from './keys';

export type DistributorStaffFilters = Required<Pick<ListDistributorStaffInput, 'search' | 'role' | 'status'>>;

/** POST /api/support/distributorstaff (CSR): one page of analysts and operators. */
export function listDistributorStaff(filters: DistributorStaffFilters, page: number, signal?: AbortSignal): Promise<ListDistributorStaffReply> {
  const body: ListDistributorStaffInput = { ...filters, limit: DISTRIBUTOR_STAFF_PAGE_SIZE, offset: (page - 1) * DISTRIBUTOR_STAFF_PAGE_SIZE };
  return apiClient.query('/support/distributorstaff', body, signal ? { signal } : {});
}

export function distributorStaffQueryOptions(filters: DistributorStaffFilters, page: number) {
  return queryOptions({
    queryKey: distributorStaffKeys.list(filters, page),
    queryFn: ({ signal }) => listDistributorStaff(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDistributorStaff(filters: DistributorStaffFilters, page: number) {
  return useQuery(distributorStaffQueryOptions(filters, page));
}
