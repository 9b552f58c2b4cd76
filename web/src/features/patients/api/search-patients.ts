import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AddedDateSort, searchPatientsInput, searchPatientsOutput, type SearchPatientsOutput } from '@domain/patients/api-schemas';
import { MESSAGES } from '@domain/shared/errors';
import { PATIENT_PAGE_SIZE } from '@domain/shared/constants';
import { ApiError, apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';

/** What the list screen asks for; `page` is 1-based (the URL's), the API takes offset/limit. */
export interface PatientSearchCriteria {
  keyword: string;
  dob?: string | undefined;
  page: number;
  addedDateSortBy?: AddedDateSort | undefined;
  isImported?: boolean | undefined;
  isInviteFlagged?: boolean | undefined;
  includeDeactivated?: boolean | undefined;
  /** Issue #20: only patients due for reorder (soonest end of supply first). */
  isDueForReorder?: boolean | undefined;
}

/**
 * POST /api/customer/search. TOO_MANY_RESULTS comes back as a successful empty result with that
 * response code (spec point 8); some servers send it as an error body, which is mapped the same way.
 */
export async function searchPatients(criteria: PatientSearchCriteria, signal?: AbortSignal): Promise<SearchPatientsOutput> {
  const body = searchPatientsInput.parse({
    keyword: criteria.keyword,
    dob: criteria.dob,
    limit: PATIENT_PAGE_SIZE,
    offset: (Math.max(1, criteria.page) - 1) * PATIENT_PAGE_SIZE,
    ...(criteria.addedDateSortBy ? { addedDateSortBy: criteria.addedDateSortBy } : {}),
    ...(criteria.isImported !== undefined ? { isImported: criteria.isImported } : {}),
    ...(criteria.isInviteFlagged !== undefined ? { isInviteFlagged: criteria.isInviteFlagged } : {}),
    ...(criteria.includeDeactivated ? { includeDeactivated: true } : {}),
    ...(criteria.isDueForReorder ? { isDueForReorder: true } : {}),
  });
  let reply: unknown;
  try {
    reply = await apiClient.query<unknown>('/customer/search', body, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && (error.code === MESSAGES.tooManyResults || /too many elements/i.test(error.message))) {
      return { responseCode: 'TOO_MANY_RESULTS', total: 0, patients: [] };
    }
    throw error;
  }
  return parseReply(searchPatientsOutput, reply);
}

/** The one place the patient-search query keys are written. */
export const patientSearchKeys = {
  all: ['patients', 'search'] as const,
  page: (criteria: PatientSearchCriteria) =>
    [
      ...patientSearchKeys.all,
      {
        keyword: criteria.keyword,
        dob: criteria.dob ?? null,
        page: criteria.page,
        sort: criteria.addedDateSortBy ?? null,
        imported: criteria.isImported ?? null,
        flagged: criteria.isInviteFlagged ?? null,
        deleted: criteria.includeDeactivated ?? false,
        due: criteria.isDueForReorder ?? false,
      },
    ] as const,
};

export function searchPatientsQueryOptions(criteria: PatientSearchCriteria) {
  return queryOptions({
    queryKey: patientSearchKeys.page(criteria),
    queryFn: ({ signal }) => searchPatients(criteria, signal),
    staleTime: 30 * 1000,
  });
}

/**
 * Runs the search only when there are valid criteria. While paging through the same search the
 * previous page stays on screen; a new search never shows the old search's rows.
 */
export function useSearchPatients(criteria: PatientSearchCriteria | null) {
  return useQuery({
    ...searchPatientsQueryOptions(criteria ?? { keyword: '', page: 1 }),
    enabled: criteria !== null,
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2];
      const sameSearch =
        before !== undefined &&
        criteria !== null &&
        before.keyword === criteria.keyword &&
        before.dob === (criteria.dob ?? null) &&
        before.sort === (criteria.addedDateSortBy ?? null) &&
        before.imported === (criteria.isImported ?? null) &&
        before.flagged === (criteria.isInviteFlagged ?? null) &&
        before.deleted === (criteria.includeDeactivated ?? false);
      return sameSearch ? keepPreviousData(previous) : undefined;
    },
  });
}
