import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSignupsInput, ListSignupsReply } from '@domain/practice-signups/api-schemas';
import { apiClient } from '@/lib/api-client';
import { supportKeys } from './keys';

export const SIGNUP_PAGE_SIZE = 20;
/** The list's status filter, as the contract names it. */
export type SignupStatusFilter = NonNullable<ListSignupsInput['status']>;

/** POST /api/support/practicesignups (CSR): sign-ups by status. */
export function listPracticeSignups(status: SignupStatusFilter, page: number, signal?: AbortSignal): Promise<ListSignupsReply> {
  return apiClient.query('/support/practicesignups', { status, limit: SIGNUP_PAGE_SIZE, offset: (page - 1) * SIGNUP_PAGE_SIZE }, signal ? { signal } : {});
}

export function practiceSignupsQueryOptions(status: SignupStatusFilter, page: number) {
  return queryOptions({ queryKey: supportKeys.practiceSignupList(status, page), queryFn: ({ signal }) => listPracticeSignups(status, page, signal), placeholderData: keepPreviousData });
}

export function usePracticeSignups(status: SignupStatusFilter, page: number) {
  return useQuery(practiceSignupsQueryOptions(status, page));
}
