import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendInviteReply } from '@domain/invites/api-schemas';
import { apiClient } from '@/lib/api-client';
import { inviteKeys } from './keys';

/** POST /api/customer/sendinvite: the patient invite to one or several patients, a result for each. */
export function sendInvites(accountNumbers: string[]): Promise<SendInviteReply> {
  return apiClient.command('/customer/sendinvite', { accountNumbers });
}

export function useSendInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvites,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
