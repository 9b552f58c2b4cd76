import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SALES_MAX_RANGE_DAYS, salesReportInput, salesReportReply, type SalesReportReply } from '../../../domain/reports/api-schemas';
import { addDays, daysBetween, lastDays } from '../../../domain/reports/report-days';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { practiceTimeZone, reportPracticeOf, reportSource, reportToday, SALES_DASHBOARD } from './report-source';
import { salesReport } from './sales-query';

export const DEFAULT_RANGE_DAYS = 30;

/**
 * The dashboard's range (D-183): both days as given; only `from` → up to today; only `to` → the 30
 * days ending then; neither → the last 30 days up to today (where the practice's first location is).
 */
export function salesRange(from: string | undefined, to: string | undefined, today: string): { from: string; to: string } {
  if (from && to) return { from, to };
  if (from) return { from, to: from > today ? from : today };
  if (to) return { from: addDays(to, -(DEFAULT_RANGE_DAYS - 1)), to };
  return lastDays(today, DEFAULT_RANGE_DAYS);
}

/**
 * GET /api/reports/sales (issue #6, spec point 2 "/location/dashboard: reports"): sales by day,
 * week or month, by brand and manufacturer, by location and by staff member, read from the daily
 * aggregates of the sales_dashboard projection (or a snapshot of them with `asOf`).
 */
export const salesReportRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/reports/sales',
    {
      schema: {
        tags: ['reports'],
        summary: 'Sales dashboard of the practice: series, summary, by brand, manufacturer, location and staff (asOf = a snapshot)',
        security: [{ bearer: [] }],
        querystring: salesReportInput,
        response: { 200: salesReportReply, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: [SALES_DASHBOARD] },
    },
    async (request): Promise<SalesReportReply> => {
      const practiceId = reportPracticeOf(requireClaims(request));
      const { granularity, locationId, asOf } = request.query;
      const source = await reportSource(ctx.sql, asOf, SALES_DASHBOARD);
      const today = reportToday(await practiceTimeZone(ctx.db, practiceId), source.snapshot);
      const { from, to } = salesRange(request.query.from, request.query.to, today);
      if (daysBetween(from, to) > SALES_MAX_RANGE_DAYS) {
        throw new DomainError('validation', 'RANGE_TOO_WIDE', `Choose a range of at most ${SALES_MAX_RANGE_DAYS} days`);
      }
      const report = await salesReport(ctx.db, { schema: source.schema, practiceId, from, to, granularity, locationIds: locationId });
      return { ...report, snapshot: source.snapshot };
    },
  );
};
