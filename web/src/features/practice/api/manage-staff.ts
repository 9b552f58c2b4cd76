import type { DeactivateStaffInput, DeactivateStaffReply, InviteStaffInput, InviteStaffReply } from '@domain/practices/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { practiceKeys } from './keys';

/** POST /api/customer/practice/staff/invite (administrator): a staff account; the welcome e-mail sets its password. */
export function inviteStaffMember(input: InviteStaffInput): Promise<InviteStaffReply> {
  return apiClient.command('/customer/practice/staff/invite', input);
}

/** POST /api/customer/practice/staff/deactivate (administrator). */
export function deactivateStaffMember(input: DeactivateStaffInput): Promise<DeactivateStaffReply> {
  return apiClient.command('/customer/practice/staff/deactivate', input);
}

export function useInviteStaffMember(practiceId: string) {
  return useInvalidatingMutation(inviteStaffMember, [practiceKeys.staff(practiceId)]);
}

export function useDeactivateStaffMember(practiceId: string) {
  return useInvalidatingMutation(deactivateStaffMember, [practiceKeys.staff(practiceId)]);
}
