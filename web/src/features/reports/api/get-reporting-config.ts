import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportType, ReportingConfigReply } from '@domain/reports/api-schemas';
import { apiClient } from '@/lib/api-client';
import { reportsKeys } from './keys';

/** GET /api/pricing/reportingconfig?reportType= (spec point 7): locations, filter options and the default range. */
export function getReportingConfig(reportType: ReportType, signal?: AbortSignal): Promise<ReportingConfigReply> {
  return apiClient.get('/pricing/reportingconfig', { reportType }, signal ? { signal } : {});
}

export function reportingConfigQueryOptions(reportType: ReportType) {
  return queryOptions({ queryKey: reportsKeys.config(reportType), queryFn: ({ signal }) => getReportingConfig(reportType, signal), staleTime: 60_000 });
}

export function useReportingConfig(reportType: ReportType) {
  return useQuery(reportingConfigQueryOptions(reportType));
}
