import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InviteListInput, type InviteListReply, inviteListReply } from '@domain/invites/api-schemas';
import { apiClient } from '@/lib/api-client';
import { inviteKeys } from './keys';

/**
 * The three invite lists (spec point 7), three endpoints of one contract (same input, same reply),
 * so one operation file (decision D-580):
 * - POST /api/customer/inviteslist: patients invited or ready to invite;
 * - POST /api/customer/followupinviteslist: invited patients due for a follow-up;
 * - POST /api/customer/bouncedemailpatients: patients whose invite e-mail bounced.
 * Each is sorted and paged by the input.
 */
export const INVITE_LIST_PATHS = {
  invites: '/customer/inviteslist',
  followup: '/customer/followupinviteslist',
  bounced: '/customer/bouncedemailpatients',
} as const;
export type InviteList = keyof typeof INVITE_LIST_PATHS;

export async function getInviteList(list: InviteList, input: InviteListInput, signal?: AbortSignal): Promise<InviteListReply> {
  return inviteListReply.parse(await apiClient.query<unknown>(INVITE_LIST_PATHS[list], input, signal ? { signal } : {}));
}

export function inviteListQueryOptions(list: InviteList, input: InviteListInput) {
  return queryOptions({ queryKey: inviteKeys.list(list, input), queryFn: ({ signal }) => getInviteList(list, input, signal), placeholderData: keepPreviousData });
}

export function useInviteList(list: InviteList, input: InviteListInput) {
  return useQuery(inviteListQueryOptions(list, input));
}
