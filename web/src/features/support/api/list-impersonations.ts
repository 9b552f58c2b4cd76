import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, listImpersonationsOutput, type ListImpersonationsOutput } from '@domain/support/api-schemas';
import { apiClient } from '@/lib/api-client';
import { parseReply } from '@/lib/parse-reply';
import { supportKeys } from './keys';

/** The audit screen's filters as the CSR sets them: local calendar dates (YYYY-MM-DD). */
export interface AuditFilters {
  csr: string;
  user: string;
  fromDate: string;
  toDate: string;
}

/** Local calendar days → the instants the API filters on (the start of `from`, the end of `to`). */
export function auditQueryParams(filters: AuditFilters): Record<string, string | undefined> {
  const startOf = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return y && m && d ? new Date(y, m - 1, d) : undefined;
  };
  const from = filters.fromDate ? startOf(filters.fromDate) : undefined;
  const toStart = filters.toDate ? startOf(filters.toDate) : undefined;
  const to = toStart ? new Date(toStart.getFullYear(), toStart.getMonth(), toStart.getDate() + 1) : undefined;
  return {
    csr: filters.csr.trim() || undefined,
    user: filters.user.trim() || undefined,
    from: from?.toISOString(),
    to: to?.toISOString(),
  };
}

/** GET /api/support/impersonations: sessions, newest first. */
export async function listImpersonations(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<ListImpersonationsOutput> {
  const reply = await apiClient.get<unknown>(
    '/support/impersonations',
    { ...auditQueryParams(filters), limit: AUDIT_PAGE_SIZE, offset: (Math.max(1, page) - 1) * AUDIT_PAGE_SIZE },
    signal ? { signal } : {},
  );
  return parseReply(listImpersonationsOutput, reply);
}

export function listImpersonationsQueryOptions(filters: AuditFilters, page: number) {
  return queryOptions({
    queryKey: supportKeys.impersonationList(filters, page),
    queryFn: ({ signal }) => listImpersonations(filters, page, signal),
    staleTime: 15 * 1000,
  });
}

export function useImpersonations(filters: AuditFilters, page: number) {
  return useQuery({ ...listImpersonationsQueryOptions(filters, page), placeholderData: keepPreviousData });
}
