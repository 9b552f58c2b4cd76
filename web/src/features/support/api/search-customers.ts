import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@domain/shared/errors';
import { PATIENT_PAGE_SIZE } from '@domain/shared/constants';
import { csrSearchInput, csrSearchOutput, type CsrSearchOutput, type CsrSearchType } from '@domain/support/api-schemas';
import { ApiError, apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { supportKeys } from './keys';

export interface CustomerSearchCriteria {
  searchType: CsrSearchType;
  keyword: string;
  /** 1-based, from the URL. */
  page: number;
}

/**
 * POST /api/customer/csrsearch. TOO_MANY_RESULTS (or "Too many elements") is a successful empty
 * result with that response code (spec point 8), also when a server sends it as an error.
 */
export async function searchCustomers(criteria: CustomerSearchCriteria, signal?: AbortSignal): Promise<CsrSearchOutput> {
  const body = csrSearchInput.parse({
    searchType: criteria.searchType,
    keyword: criteria.keyword,
    limit: PATIENT_PAGE_SIZE,
    offset: (Math.max(1, criteria.page) - 1) * PATIENT_PAGE_SIZE,
  });
  let reply: unknown;
  try {
    reply = await apiClient.query<unknown>('/customer/csrsearch', body, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && (error.code === MESSAGES.tooManyResults || /too many elements/i.test(error.message))) {
      return { responseCode: 'TOO_MANY_RESULTS', searchType: criteria.searchType, total: 0, customers: [], practices: [] };
    }
    throw error;
  }
  return parseReply(csrSearchOutput, reply);
}

export function searchCustomersQueryOptions(criteria: CustomerSearchCriteria) {
  return queryOptions({
    queryKey: supportKeys.customerSearch(criteria),
    queryFn: ({ signal }) => searchCustomers(criteria, signal),
    staleTime: 30 * 1000,
  });
}

/** Runs only with valid criteria; paging keeps the previous page on screen, a new search does not. */
export function useSearchCustomers(criteria: CustomerSearchCriteria | null) {
  return useQuery({
    ...searchCustomersQueryOptions(criteria ?? { searchType: 'patient', keyword: '', page: 1 }),
    enabled: criteria !== null,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2];
      const same = before !== undefined && criteria !== null && before.keyword === criteria.keyword && before.searchType === criteria.searchType;
      return same ? keepPreviousData(previous) : undefined;
    },
  });
}
