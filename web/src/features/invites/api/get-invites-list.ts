import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InviteListInput, type InviteListReply, inviteListReply } from '@domain/invites/api-schemas';
import { apiClient } from '@/lib/api-client';
import { inviteKeys } from './keys';

/** POST /api/customer/inviteslist: Patients invited or ready to invite (sorted, paged). */
export async function getInvitesList(input: InviteListInput, signal?: AbortSignal): Promise<InviteListReply> {
  return inviteListReply.parse(await apiClient.query<unknown>('/customer/inviteslist', input, signal ? { signal } : {}));
}

export function invitesListQueryOptions(input: InviteListInput) {
  return queryOptions({ queryKey: inviteKeys.list('invites', input), queryFn: ({ signal }) => getInvitesList(input, signal), placeholderData: keepPreviousData });
}

export function useInvitesList(input: InviteListInput) {
  return useQuery(invitesListQueryOptions(input));
}
