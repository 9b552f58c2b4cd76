import type { ReportType } from '@domain/reports/api-schemas';

type Params = Record<string, string | number | undefined>;

/** Query keys of the report screens; only the queryOptions factories use them. */
export const reportsKeys = {
  all: ['reports'] as const,
  orderStatus: (params: Params) => [...reportsKeys.all, 'order-status', params] as const,
  sales: (params: Params) => [...reportsKeys.all, 'sales', params] as const,
  snapshots: () => [...reportsKeys.all, 'snapshots'] as const,
  config: (reportType: ReportType) => [...reportsKeys.all, 'config', reportType] as const,
};
