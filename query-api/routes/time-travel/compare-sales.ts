import { salesReportInput, type SalesReportReply } from '../../../domain/reports/api-schemas';
import { SALES_MAX_RANGE_DAYS } from '../../../domain/reports/api-schemas';
import { daysBetween } from '../../../domain/reports/report-days';
import { DomainError } from '../../../domain/shared/errors';
import { TIME_TRAVEL_GROUPS } from '../../../domain/time-travel/access';
import { compareSalesReply, LINE_COMPARE_FIGURES, SALES_COMPARE_FIGURES } from '../../../domain/time-travel/api-schemas';
import { compareFigures, compareRows } from '../../../domain/time-travel/compare-figures';
import { READ_MODEL_SCHEMA } from '../../../infra/read-models/tables';
import { queryRoute } from '../../lib/query-route';
import { salesRange } from '../reports/get-sales-report';
import { reportToday, SALES_DASHBOARD } from '../reports/report-source';
import { salesReport } from '../reports/sales-query';
import { comparedSnapshot } from './snapshot-source';

type Group<K extends keyof SalesReportReply> = SalesReportReply[K] extends (infer R)[] ? R : never;

/**
 * GET /api/time-travel/compare/sales (issue #32): the sales dashboard of one range as it stood at
 * a snapshot (`asOf`) beside the same range today, each figure then / now / change, and each
 * period, brand, manufacturer, location and staff member marked when it differs. The range
 * defaults as the dashboard's does, ending on the snapshot's own day.
 */
export const compareSalesRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/time-travel/compare/sales',
    tags: ['time travel'],
    summary: 'The sales dashboard as of a snapshot beside today’s, figure by figure',
    auth: [...TIME_TRAVEL_GROUPS],
    readModels: [SALES_DASHBOARD, 'analysis_jobs'],
    input: salesReportInput,
    reply: compareSalesReply,
  },
  async ({ input, claims }, ctx) => {
    const { practiceId, timeZone, source } = await comparedSnapshot(ctx, claims, input.asOf, SALES_DASHBOARD);
    const today = reportToday(timeZone, source.snapshot);
    const { from, to } = salesRange(input.from, input.to, today);
    if (daysBetween(from, to) > SALES_MAX_RANGE_DAYS) throw new DomainError('validation', 'RANGE_TOO_WIDE', `Choose a range of at most ${SALES_MAX_RANGE_DAYS} days`);
    const query = { practiceId, from, to, granularity: input.granularity, locationIds: input.locationId };
    const [then, now] = await Promise.all([salesReport(ctx.db, { ...query, schema: source.schema }), salesReport(ctx.db, { ...query, schema: READ_MODEL_SCHEMA })]);
    const sales = SALES_COMPARE_FIGURES;
    const lines = LINE_COMPARE_FIGURES;
    const merged = <K extends 'series' | 'byBrand' | 'byManufacturer' | 'byLocation' | 'byStaff', F extends string>(key: K, figures: readonly F[], keyOf: (r: Group<K>) => string) =>
      compareRows(figures, then[key] as Group<K>[], now[key] as Group<K>[], keyOf, (r) => r as unknown as Partial<Record<F, number>>).map(({ then: t, now: n, figures: f, changed }) => ({ row: (n ?? t)!, figures: f, changed }));
    return {
      snapshot: source.snapshot,
      from,
      to,
      granularity: input.granularity,
      summary: compareFigures(sales, then.summary, now.summary),
      series: merged('series', sales, (p) => p.period).map(({ row, figures, changed }) => ({ period: row.period, periodEnd: row.periodEnd, figures, changed })),
      byBrand: merged('byBrand', lines, (b) => b.brandId).map(({ row, figures, changed }) => ({ brandId: row.brandId, name: row.name, figures, changed })),
      byManufacturer: merged('byManufacturer', lines, (m) => m.manufacturerId).map(({ row, figures, changed }) => ({ manufacturerId: row.manufacturerId, name: row.name, figures, changed })),
      byLocation: merged('byLocation', sales, (l) => l.locationId).map(({ row, figures, changed }) => ({ locationId: row.locationId, name: row.name, figures, changed })),
      byStaff: merged('byStaff', sales, (s) => s.accountNumber ?? 'patient').map(({ row, figures, changed }) => ({ accountNumber: row.accountNumber, name: row.name, group: row.group, figures, changed })),
    };
  },
);
