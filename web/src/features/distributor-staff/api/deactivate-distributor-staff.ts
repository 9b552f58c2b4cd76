import type { DistributorStaffAccountInput, DistributorStaffChangeReply } from '@domain/distributor-staff/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { distributorStaffKeys } from './keys';

/** POST /api/support/distributorstaff/deactivate (CSR): no more sign-in (nor invitation link); open sessions end. */
export function deactivateDistributorStaff(input: DistributorStaffAccountInput): Promise<DistributorStaffChangeReply> {
  return apiClient.command('/support/distributorstaff/deactivate', input);
}

export function useDeactivateDistributorStaff() {
  return useInvalidatingMutation(deactivateDistributorStaff, [distributorStaffKeys.lists()]);
}
