import type { SalesReportReply } from '@domain/reports/api-schemas';
import { reportsKeys } from './keys';
import { type ReportParams, reportRead } from './report-read';

export type SalesReportParams = ReportParams;

/** GET /api/reports/sales: the dashboard's figures for a range, by period, brand, manufacturer, location and staff. */
const salesReport = reportRead<SalesReportReply>('/reports/sales', reportsKeys.sales);

export const getSalesReport = salesReport.get;
export const salesReportQueryOptions = salesReport.options;
export const useSalesReport = salesReport.useReport;
