import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatusReportReply } from '@domain/reports/api-schemas';
import { apiClient } from '@/lib/api-client';
import { reportsKeys } from './keys';

export type OrderStatusReportParams = Record<string, string | number | undefined>;

/** GET /api/reports/order-status: one page of the practice's orders, and totals over every match. */
export function getOrderStatusReport(params: OrderStatusReportParams, signal?: AbortSignal): Promise<OrderStatusReportReply> {
  return apiClient.get('/reports/order-status', params, signal ? { signal } : {});
}

export function orderStatusReportQueryOptions(params: OrderStatusReportParams) {
  return queryOptions({ queryKey: reportsKeys.orderStatus(params), queryFn: ({ signal }) => getOrderStatusReport(params, signal) });
}

/** The page stays on screen while the next one (other filters, sort or page) loads. */
export function useOrderStatusReport(params: OrderStatusReportParams, enabled = true) {
  return useQuery({ ...orderStatusReportQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
