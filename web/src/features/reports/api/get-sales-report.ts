import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesReportReply } from '@domain/reports/api-schemas';
import { apiClient } from '@/lib/api-client';
import { reportsKeys } from './keys';

export type SalesReportParams = Record<string, string | number | undefined>;

/** GET /api/reports/sales: the dashboard's figures for a range, by period, brand, manufacturer, location and staff. */
export function getSalesReport(params: SalesReportParams, signal?: AbortSignal): Promise<SalesReportReply> {
  return apiClient.get('/reports/sales', params, signal ? { signal } : {});
}

export function salesReportQueryOptions(params: SalesReportParams) {
  return queryOptions({ queryKey: reportsKeys.sales(params), queryFn: ({ signal }) => getSalesReport(params, signal) });
}

export function useSalesReport(params: SalesReportParams, enabled = true) {
  return useQuery({ ...salesReportQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
