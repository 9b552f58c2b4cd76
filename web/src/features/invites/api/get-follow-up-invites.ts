import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InviteListInput, type InviteListReply, inviteListReply } from '@domain/invites/api-schemas';
import { apiClient } from '@/lib/api-client';
import { inviteKeys } from './keys';

/** POST /api/customer/followupinviteslist: Invited patients due for a follow-up (sorted, paged). */
export async function getFollowUpInvites(input: InviteListInput, signal?: AbortSignal): Promise<InviteListReply> {
  return inviteListReply.parse(await apiClient.query<unknown>('/customer/followupinviteslist', input, signal ? { signal } : {}));
}

export function followUpInvitesQueryOptions(input: InviteListInput) {
  return queryOptions({ queryKey: inviteKeys.list('followup', input), queryFn: ({ signal }) => getFollowUpInvites(input, signal), placeholderData: keepPreviousData });
}

export function useFollowUpInvites(input: InviteListInput) {
  return useQuery(followUpInvitesQueryOptions(input));
}
