import type { OrderStatusReportReply } from '@domain/reports/api-schemas';
import { reportsKeys } from './keys';
import { type ReportParams, reportRead } from './report-read';

export type OrderStatusReportParams = ReportParams;

/** GET /api/reports/order-status: one page of the practice's orders, and totals over every match. */
const orderStatusReport = reportRead<OrderStatusReportReply>('/reports/order-status', reportsKeys.orderStatus);

export const getOrderStatusReport = orderStatusReport.get;
export const orderStatusReportQueryOptions = orderStatusReport.options;
export const useOrderStatusReport = orderStatusReport.useReport;
