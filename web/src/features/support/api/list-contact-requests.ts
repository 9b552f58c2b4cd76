import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListContactRequestsInput, ListContactRequestsReply } from '@domain/contact/api-schemas';
import { apiClient } from '@/lib/api-client';
import { supportKeys } from './keys';

export const CONTACT_PAGE_SIZE = 20;
/** The list's status filter, as the contract names it. */
export type ContactStatus = NonNullable<ListContactRequestsInput['status']>;

/** POST /api/support/contactrequests (CSR): the "get in touch" requests, newest first. */
export function listContactRequests(status: ContactStatus, page: number, signal?: AbortSignal): Promise<ListContactRequestsReply> {
  return apiClient.query('/support/contactrequests', { status, limit: CONTACT_PAGE_SIZE, offset: (page - 1) * CONTACT_PAGE_SIZE }, signal ? { signal } : {});
}

export function contactRequestsQueryOptions(status: ContactStatus, page: number) {
  return queryOptions({ queryKey: supportKeys.contactRequestList(status, page), queryFn: ({ signal }) => listContactRequests(status, page, signal), placeholderData: keepPreviousData });
}

export function useContactRequests(status: ContactStatus, page: number) {
  return useQuery(contactRequestsQueryOptions(status, page));
}
