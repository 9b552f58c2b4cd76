import type { DistributorStaffAccountInput, DistributorStaffChangeReply } from '@domain/distributor-staff/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { distributorStaffKeys } from './keys';

/** POST /api/support/distributorstaff/reactivate (CSR): their access back. */
export function reactivateDistributorStaff(input: DistributorStaffAccountInput): Promise<DistributorStaffChangeReply> {
  return apiClient.command('/support/distributorstaff/reactivate', input);
}

export function useReactivateDistributorStaff() {
  return useInvalidatingMutation(reactivateDistributorStaff, [distributorStaffKeys.lists()]);
}
