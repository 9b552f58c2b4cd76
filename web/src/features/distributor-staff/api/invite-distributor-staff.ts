import type { InviteDistributorStaffReply, InviteDistributorStaffValues } from '@domain/distributor-staff/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { distributorStaffKeys } from './keys';

/** POST /api/support/distributorstaff/invite (CSR): a new analyst or operator, and their invitation e-mail. */
export function inviteDistributorStaff(input: InviteDistributorStaffValues): Promise<InviteDistributorStaffReply> {
  return apiClient.command('/support/distributorstaff/invite', input);
}

export function useInviteDistributorStaff() {
  return useInvalidatingMutation(inviteDistributorStaff, [distributorStaffKeys.lists()]);
}
