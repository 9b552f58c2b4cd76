import type { DistributorStaffAccountInput, DistributorStaffChangeReply } from '@domain/distributor-staff/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { distributorStaffKeys } from './keys';

/** POST /api/support/distributorstaff/resendinvite (CSR): the invitation again, with a fresh link. */
export function resendDistributorStaffInvite(input: DistributorStaffAccountInput): Promise<DistributorStaffChangeReply> {
  return apiClient.command('/support/distributorstaff/resendinvite', input);
}

export function useResendDistributorStaffInvite() {
  return useInvalidatingMutation(resendDistributorStaffInvite, [distributorStaffKeys.lists()]);
}
