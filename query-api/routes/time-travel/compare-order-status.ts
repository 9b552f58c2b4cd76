import { orderStatusReportInput } from '../../../domain/reports/api-schemas';
import { TIME_TRAVEL_GROUPS } from '../../../domain/time-travel/access';
import { compareOrderStatusReply, TOTAL_COMPARE_FIGURES } from '../../../domain/time-travel/api-schemas';
import { changedOrderFields, compareFigures } from '../../../domain/time-travel/compare-figures';
import { READ_MODEL_SCHEMA } from '../../../infra/read-models/tables';
import { queryRoute } from '../../lib/query-route';
import { namesFor, pageOf, toReportRow, totalsOf } from '../reports/order-status-query';
import { ORDER_STATUS_REPORT, reportToday } from '../reports/report-source';
import { comparedSnapshot } from './snapshot-source';

/**
 * GET /api/time-travel/compare/order-status (issue #32): a page of the order-status report as it
 * stood at a snapshot (`asOf`; the report's own filters, sort and paging; the order days up to the
 * snapshot's own day unless `to` says otherwise), each order beside the
 * same order today with the fields that changed since (status, tracking, dates, amounts), and the
 * totals of everything the filters match, then / now / change.
 */
export const compareOrderStatusRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/time-travel/compare/order-status',
    tags: ['time travel'],
    summary: 'The order-status report as of a snapshot beside today’s, order by order',
    auth: [...TIME_TRAVEL_GROUPS],
    readModels: [ORDER_STATUS_REPORT, 'analysis_jobs'],
    input: orderStatusReportInput,
    reply: compareOrderStatusReply,
  },
  async ({ input, claims }, ctx) => {
    const { practiceId, timeZone, source } = await comparedSnapshot(ctx, claims, input.asOf, ORDER_STATUS_REPORT);
    const { sort, dir, limit, offset, asOf: _asOf, ...given } = input;
    // Up to the snapshot's own day unless asked otherwise: "now" then covers the same dates as "then".
    const filters = { ...given, to: given.to ?? reportToday(timeZone, source.snapshot) };
    const [thenTotals, nowTotals, rows] = await Promise.all([
      totalsOf(ctx.db, source.schema, practiceId, filters),
      totalsOf(ctx.db, READ_MODEL_SCHEMA, practiceId, filters),
      pageOf(ctx.db, source.schema, practiceId, filters, { sort, dir, limit, offset }),
    ]);
    const ids = rows.map((r) => r.order_id);
    const nowRows = ids.length
      ? await ctx.db.withSchema(READ_MODEL_SCHEMA).selectFrom('order_status_report').selectAll().where('practice_id', '=', practiceId).where('order_id', 'in', ids).execute()
      : [];
    const [thenNames, nowNames] = await Promise.all([namesFor(ctx.db, source.schema, rows), namesFor(ctx.db, READ_MODEL_SCHEMA, nowRows)]);
    const nowById = new Map(nowRows.map((r) => [r.order_id, toReportRow(r, nowNames)]));
    return {
      snapshot: source.snapshot,
      from: filters.from ?? null,
      to: filters.to,
      total: thenTotals.orders,
      limit,
      offset,
      totals: compareFigures(TOTAL_COMPARE_FIGURES, thenTotals, nowTotals),
      rows: rows.map((r) => {
        const then = toReportRow(r, thenNames);
        const now = nowById.get(r.order_id) ?? null;
        return { then, now, changed: changedOrderFields(then, now) };
      }),
    };
  },
);
