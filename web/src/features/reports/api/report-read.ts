import { keepPreviousData, queryOptions, type QueryKey, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** A report's filters, sort and page as query-string parameters. */
export type ReportParams = Record<string, string | number | undefined>;

/**
 * The read of a report by its parameters (the order-status report, the sales dashboard): GET
 * `path`, cached under `key(params)`; the page on screen stays while the next one (other filters,
 * sort or page) loads.
 */
export function reportRead<Reply>(path: string, key: (params: ReportParams) => QueryKey) {
  const get = (params: ReportParams, signal?: AbortSignal): Promise<Reply> => apiClient.get(path, params, signal ? { signal } : {});
  const options = (params: ReportParams) => queryOptions({ queryKey: key(params), queryFn: ({ signal }) => get(params, signal) });
  const useReport = (params: ReportParams, enabled = true) => useQuery({ ...options(params), enabled, placeholderData: keepPreviousData });
  return { get, options, useReport };
}
