import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteReason } from '@domain/invites/invite-eligibility';
import { apiClient } from '@/lib/api-client';
import { inviteKeys } from './keys';

export interface SendInviteResult {
  accountNumber: string;
  sent: boolean;
  kind?: 'first' | 'followup';
  code?: string;
  message?: string;
  reasons?: InviteReason[];
}
export interface SendInvitesReply {
  results: SendInviteResult[];
  sent: number;
  position: number | null;
}

/** POST /api/customer/sendinvite: the patient invite to one or several patients, a result for each. */
export function sendInvites(accountNumbers: string[]): Promise<SendInvitesReply> {
  return apiClient.command('/customer/sendinvite', { accountNumbers });
}

export function useSendInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvites,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
