import type { CsrSearchType } from '@domain/support/api-schemas';

/** The one place the support feature's query keys are written (CSR search, practices, impersonation audit). */
export const supportKeys = {
  all: ['support'] as const,
  allPractices: (criteria: object) => [...supportKeys.all, 'all-practices', criteria] as const,
  practice: (practiceId: string) => [...supportKeys.all, 'practice', practiceId] as const,
  customerSearches: () => [...supportKeys.all, 'customer-search'] as const,
  /** The search's criteria sit at index 2: paging compares them with the previous page's. */
  customerSearch: (c: { searchType: CsrSearchType; keyword: string; page: number }) =>
    [...supportKeys.customerSearches(), { searchType: c.searchType, keyword: c.keyword, page: c.page }] as const,
  impersonations: () => [...supportKeys.all, 'impersonations'] as const,
  impersonationList: (filters: object, page: number) => [...supportKeys.impersonations(), 'list', filters, page] as const,
  impersonation: (impersonationId: string) => [...supportKeys.impersonations(), 'detail', impersonationId] as const,
  /** The public site's inbox (issue #17). */
  contactRequests: () => [...supportKeys.all, 'contact-requests'] as const,
  contactRequestList: (status: string, page: number) => [...supportKeys.contactRequests(), status, page] as const,
  practiceSignups: () => [...supportKeys.all, 'practice-signups'] as const,
  practiceSignupList: (status: string, page: number) => [...supportKeys.practiceSignups(), status, page] as const,
};
