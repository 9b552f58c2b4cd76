import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderStatusReportInput, orderStatusReportReply, type OrderStatusReportReply } from '../../../domain/reports/api-schemas';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { namesFor, pageOf, toReportRow, totalsOf } from './order-status-query';
import { ORDER_STATUS_REPORT, reportPracticeOf, reportSource } from './report-source';

/**
 * GET /api/reports/order-status (issue #6, spec point 2 "/location/order-status: your orders"):
 * every order of the caller's practice with status, patient, products, dates and tracking;
 * filters, sort and paging; `totals` over everything the filters match; `asOf` reads a snapshot.
 */
export const orderStatusReportRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/reports/order-status',
    {
      schema: {
        tags: ['reports'],
        summary: 'Order-status report of the practice: filters, sort, paging and totals (asOf = a snapshot)',
        security: [{ bearer: [] }],
        querystring: orderStatusReportInput,
        response: { 200: orderStatusReportReply, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: [ORDER_STATUS_REPORT] },
    },
    async (request): Promise<OrderStatusReportReply> => {
      const practiceId = reportPracticeOf(requireClaims(request));
      const { sort, dir, limit, offset, asOf, ...filters } = request.query;
      const source = await reportSource(ctx.sql, asOf, ORDER_STATUS_REPORT);
      const [totals, rows] = await Promise.all([
        totalsOf(ctx.db, source.schema, practiceId, filters),
        pageOf(ctx.db, source.schema, practiceId, filters, { sort, dir, limit, offset }),
      ]);
      const names = await namesFor(ctx.db, source.schema, rows);
      return { total: totals.orders, limit, offset, snapshot: source.snapshot, totals, rows: rows.map((r) => toReportRow(r, names)) };
    },
  );
};
