import { orderStatusReportInput, orderStatusReportReply } from '../../../domain/reports/api-schemas';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../../infra/read-models/tables';
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
    readModels: [ORDER_STATUS_REPORT, 'rebate_claims', 'analysis_jobs'],
    input: orderStatusReportInput,
    reply: orderStatusReportReply,
  },
  async ({ input, claims }, ctx) => {
    const practiceId = reportPracticeOf(claims);
    const { sort, dir, limit, offset, asOf, ...filters } = input;
    const source = await reportSource(ctx, asOf, ORDER_STATUS_REPORT, practiceId);
    const [totals, rows] = await Promise.all([
      totalsOf(ctx.db, source.schema, practiceId, filters),
      pageOf(ctx.db, source.schema, practiceId, filters, { sort, dir, limit, offset }),
    ]);
    const names = await namesFor(ctx.db, source.schema, rows);
    const rebateClaims = await claimsOf(ctx.db, practiceId, rows.map((r) => r.order_id));
    return {
      total: totals.orders,
      limit,
      offset,
      snapshot: source.snapshot,
      totals,
      rows: rows.map((r) => {
        const row = toReportRow(r, names);
        const claim = rebateClaims.get(r.order_id);
        return claim ? { ...row, rebateClaim: claim } : row;
      }),
    };
  },
);

/** The standing rewards claim of each order on the page (issue #15; a failed one only when no other). */
async function claimsOf(db: Kysely<ReadModels>, practiceId: string, orderIds: string[]) {
  const out = new Map<string, { statusLabel: string; manufacturerId: string; amountCents: number }>();
  if (!orderIds.length) return out;
  const rows = await db.withSchema('rm').selectFrom('rebate_claims').select(['order_id', 'status', 'status_label', 'manufacturer_id', 'amount_cents']).where('practice_id', '=', practiceId).where('order_id', 'in', orderIds).orderBy('submitted_at').execute();
  for (const r of rows) if (r.status !== 'failed' || !out.has(r.order_id)) out.set(r.order_id, { statusLabel: r.status_label, manufacturerId: r.manufacturer_id, amountCents: r.amount_cents });
  return out;
}
