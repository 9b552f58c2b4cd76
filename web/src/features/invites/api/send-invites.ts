import type { SendInviteReply } from '@domain/invites/api-schemas';
import { apiClient } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { inviteKeys } from './keys';

/** POST /api/customer/sendinvite: the patient invite to one or several patients, a result for each. */
export function sendInvites(accountNumbers: string[]): Promise<SendInviteReply> {
  return apiClient.command('/customer/sendinvite', { accountNumbers });
}

export function useSendInvites() {
  return useInvalidatingMutation(sendInvites, [inviteKeys.all]);
}
