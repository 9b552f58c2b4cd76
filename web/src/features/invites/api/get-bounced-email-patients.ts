import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InviteListInput, type InviteListReply, inviteListReply } from '@domain/invites/api-schemas';
import { apiClient } from '@/lib/api-client';
import { inviteKeys } from './keys';

/** POST /api/customer/bouncedemailpatients: Patients whose invite e-mail bounced (sorted, paged). */
export async function getBouncedEmailPatients(input: InviteListInput, signal?: AbortSignal): Promise<InviteListReply> {
  return inviteListReply.parse(await apiClient.query<unknown>('/customer/bouncedemailpatients', input, signal ? { signal } : {}));
}

export function bouncedEmailPatientsQueryOptions(input: InviteListInput) {
  return queryOptions({ queryKey: inviteKeys.list('bounced', input), queryFn: ({ signal }) => getBouncedEmailPatients(input, signal), placeholderData: keepPreviousData });
}

export function useBouncedEmailPatients(input: InviteListInput) {
  return useQuery(bouncedEmailPatientsQueryOptions(input));
}
