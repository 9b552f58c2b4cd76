import { Readable } from 'node:stream';
import { ORDER_STATUS_CSV_MAX_ROWS, orderStatusCsvInput, orderStatusCsvReply, type OrderStatusRow } from '../../../domain/reports/api-schemas';
import { localDay, usDate } from '../../../domain/reports/report-days';
import { centsAsDollars, DELIVERY_METHOD_NAMES } from '../../../domain/reports/report-figures';
import { FALLBACK_TIME_ZONE } from '../../../domain/reports/time-zones';
import { DomainError } from '../../../domain/shared/errors';
import type { OrderStatusReportTable } from '../../../infra/read-models/tables';
import { toCsv, type CsvCell } from '../../lib/csv';
import { downloadRoute } from '../../lib/query-route';
import { after, matchingRows, namesFor, sorted, toReportRow, totalsOf } from './order-status-query';
import { ORDER_STATUS_REPORT, reportPracticeOf, reportSource } from './report-source';

const PAGE = 2000;

export const ORDER_STATUS_CSV_HEADER = [
  'Order ID', 'Order date', 'Status', 'Status date', 'Patient', 'Patient account', 'Patient email', 'Location', 'Placed by', 'CSR',
  'Products', 'Boxes', 'Lenses', 'Subtotal', 'Discount', 'Insurance', 'Shipping', 'Tax', 'Total', 'Delivery method',
  'Tracking number', 'Carrier', 'Estimated delivery', 'Shipped', 'Delivered',
];

function csvRow(r: OrderStatusRow, timeZone: string): CsvCell[] {
  const day = (instant: string | null) => (instant ? usDate(localDay(instant, timeZone)) : '');
  return [
    r.salesOrderID,
    usDate(r.orderDay),
    r.statusLabel,
    day(r.statusDate),
    r.patient.name,
    r.patient.accountNumber,
    r.patient.email,
    r.location.name,
    r.placedBy.name,
    r.placedBy.csrName,
    r.products.map((p) => `${p.eye}: ${p.name} x ${p.boxes}`).join('; '),
    r.boxes,
    r.units,
    centsAsDollars(r.subTotalCents),
    centsAsDollars(r.discountCents),
    centsAsDollars(r.insuranceCents),
    centsAsDollars(r.shippingCents),
    centsAsDollars(r.taxCents),
    centsAsDollars(r.totalCents),
    DELIVERY_METHOD_NAMES[r.deliveryMethod] ?? r.deliveryMethod,
    r.trackingNumber,
    r.carrier,
    usDate(r.estimatedDelivery),
    day(r.shippedAt),
    day(r.deliveredAt),
  ];
}

/**
 * GET /api/reports/order-status.csv: the report with the same filters and sort as CSV (UTF-8,
 * header row, dollars, dates MM/dd/yyyy in the location's day, D-182). At most
 * ORDER_STATUS_CSV_MAX_ROWS orders, otherwise 400 asking to narrow; streamed page by page
 * (keyset, so memory stays flat and no row is repeated or skipped between pages).
 */
export const exportOrderStatusCsvRoute = downloadRoute(
  {
    path: '/api/reports/order-status.csv',
    tags: ['reports'],
    summary: 'The order-status report as CSV, with the same filters and sort',
    auth: ['Staff', 'Practice'],
    readModels: [ORDER_STATUS_REPORT, 'analysis_jobs'],
    input: orderStatusCsvInput,
    produces: 'text/csv',
    reply: orderStatusCsvReply,
    errors: [404],
  },
  async ({ input, claims }, ctx) => {
    const practiceId = reportPracticeOf(claims);
    const { sort, dir, asOf, ...filters } = input;
    const source = await reportSource(ctx, asOf, ORDER_STATUS_REPORT, practiceId);
    const { orders } = await totalsOf(ctx.db, source.schema, practiceId, filters);
    if (orders > ORDER_STATUS_CSV_MAX_ROWS) {
      throw new DomainError(
        'validation',
        'TOO_MANY_RESULTS',
        `The export is limited to ${ORDER_STATUS_CSV_MAX_ROWS.toLocaleString('en-US')} orders and these filters match ${orders.toLocaleString('en-US')}. Narrow the dates or filters.`,
      );
    }
    const zones = new Map(
      (await ctx.db.withSchema(source.schema).selectFrom('osr_locations').select(['location_id', 'time_zone']).where('practice_id', '=', practiceId).execute()).map((l) => [l.location_id, l.time_zone]),
    );
    async function* lines() {
      yield toCsv([ORDER_STATUS_CSV_HEADER]);
      let last: OrderStatusReportTable | undefined;
      for (;;) {
        const base = matchingRows(ctx.db, source.schema, practiceId, filters);
        const page = await sorted(last ? after(base, sort, dir, last) : base, sort, dir).limit(PAGE).execute();
        if (page.length === 0) return;
        const names = await namesFor(ctx.db, source.schema, page);
        yield toCsv(page.map((r) => csvRow(toReportRow(r, names), zones.get(r.location_id) ?? FALLBACK_TIME_ZONE)));
        if (page.length < PAGE) return;
        last = page[page.length - 1];
      }
    }
    const day = new Date().toISOString().slice(0, 10);
    return { type: 'text/csv; charset=utf-8', filename: `order-status-${source.snapshot ? `${source.snapshot.id}-` : ''}${day}.csv`, body: Readable.from(lines()) };
  },
);
