import { orderStatusReportInput, orderStatusReportReply } from '../../../domain/reports/api-schemas';
import { queryRoute } from '../../lib/query-route';
import { namesFor, pageOf, toReportRow, totalsOf } from './order-status-query';
import { ORDER_STATUS_REPORT, reportPracticeOf, reportSource } from './report-source';

/**
 * GET /api/reports/order-status (issue #6, spec point 2 "/location/order-status: your orders"):
 * every order of the caller's practice with status, patient, products, dates and tracking;
 * filters, sort and paging; `totals` over everything the filters match; `asOf` reads a snapshot.
 */
export const orderStatusReportRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/reports/order-status',
    tags: ['reports'],
    summary: 'Order-status report of the practice: filters, sort, paging and totals (asOf = a snapshot)',
    auth: ['Staff', 'Practice'],
    readModels: [ORDER_STATUS_REPORT],
    input: orderStatusReportInput,
    reply: orderStatusReportReply,
  },
  async ({ input, claims }, ctx) => {
    const practiceId = reportPracticeOf(claims);
    const { sort, dir, limit, offset, asOf, ...filters } = input;
    const source = await reportSource(ctx.sql, asOf, ORDER_STATUS_REPORT);
    const [totals, rows] = await Promise.all([
      totalsOf(ctx.db, source.schema, practiceId, filters),
      pageOf(ctx.db, source.schema, practiceId, filters, { sort, dir, limit, offset }),
    ]);
    const names = await namesFor(ctx.db, source.schema, rows);
    return { total: totals.orders, limit, offset, snapshot: source.snapshot, totals, rows: rows.map((r) => toReportRow(r, names)) };
  },
);
