import { SALES_MAX_RANGE_DAYS, salesReportInput, salesReportReply } from '../../../domain/reports/api-schemas';
import { addDays, daysBetween, lastDays } from '../../../domain/reports/report-days';
import { DomainError } from '../../../domain/shared/errors';
import { queryRoute } from '../../lib/query-route';
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
export const salesReportRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/reports/sales',
    tags: ['reports'],
    summary: 'Sales dashboard of the practice: series, summary, by brand, manufacturer, location and staff (asOf = a snapshot)',
    auth: ['Staff', 'Practice'],
    readModels: [SALES_DASHBOARD, 'analysis_jobs'],
    input: salesReportInput,
    reply: salesReportReply,
  },
  async ({ input, claims }, ctx) => {
    const practiceId = reportPracticeOf(claims);
    const { granularity, locationId, asOf } = input;
    const source = await reportSource(ctx, asOf, SALES_DASHBOARD, practiceId);
    const today = reportToday(await practiceTimeZone(ctx.db, practiceId), source.snapshot);
    const { from, to } = salesRange(input.from, input.to, today);
    if (daysBetween(from, to) > SALES_MAX_RANGE_DAYS) {
      throw new DomainError('validation', 'RANGE_TOO_WIDE', `Choose a range of at most ${SALES_MAX_RANGE_DAYS} days`);
    }
    const [report, anyOrder] = await Promise.all([
      salesReport(ctx.db, { schema: source.schema, practiceId, from, to, granularity, locationIds: locationId }),
      ctx.db.withSchema(source.schema).selectFrom('sales_daily').select('practice_id').where('practice_id', '=', practiceId).limit(1).executeTakeFirst(),
    ]);
    return { ...report, everOrdered: anyOrder !== undefined, snapshot: source.snapshot };
  },
);
