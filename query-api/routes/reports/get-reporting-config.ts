import { GRANULARITIES, ORDER_STATUS_SORTS, PLACED_BY_PATIENT, reportingConfigInput, reportingConfigReply } from '../../../domain/reports/api-schemas';
import { lastDays } from '../../../domain/reports/report-days';
import { PLACED_BY_PATIENT_NAME, statusOptions } from '../../../domain/reports/report-figures';
import { timeZoneOfState } from '../../../domain/reports/time-zones';
import { visibleSnapshots } from '../../lib/visible-snapshots';
import { READ_MODEL_SCHEMA } from '../../../infra/read-models/tables';
import { queryRoute } from '../../lib/query-route';
import { DEFAULT_RANGE_DAYS } from './get-sales-report';
import { toSnapshotInfo } from './list-report-snapshots';
import { ORDER_STATUS_REPORT, practiceTimeZone, reportPracticeOf, reportToday, SALES_DASHBOARD } from './report-source';

const TITLES = { sales: 'Sales dashboard', orderStatus: 'Order status report' } as const;

/**
 * GET /api/pricing/reportingconfig?reportType=sales|orderStatus (spec point 7 "/pricing/reportingconfig:
 * reportType"): what a report screen offers the caller — the practice's locations with their time
 * zones, who has placed orders (patients online included), brands, manufacturers, statuses, the
 * granularities or sorts of that report, the default range and the snapshots holding that report.
 */
export const reportingConfigRoute = queryRoute(
  {
    method: 'GET',
    path: '/api/pricing/reportingconfig',
    tags: ['reports'],
    summary: 'Filter options and defaults of a report screen (sales or orderStatus)',
    auth: ['Staff', 'Practice'],
    readModels: ['practices', ORDER_STATUS_REPORT, SALES_DASHBOARD, 'analysis_jobs'],
    input: reportingConfigInput,
    reply: reportingConfigReply,
  },
  async ({ input, claims }, ctx) => {
    const practiceId = reportPracticeOf(claims);
    const { reportType } = input;
    const rm = ctx.db.withSchema(READ_MODEL_SCHEMA);
    const sales = reportType === 'sales';
    const [locations, placers, brands, manufacturers, snapshots, timeZone] = await Promise.all([
      rm.selectFrom('locations').select(['location_id', 'name', 'state']).where('practice_id', '=', practiceId).orderBy('name').orderBy('location_id').execute(),
      (sales
        ? rm.selectFrom('sales_daily').select('placed_by').where('practice_id', '=', practiceId)
        : rm.selectFrom('order_status_daily').select('placed_by').where('practice_id', '=', practiceId)
      )
        .distinct()
        .execute(),
      rm.selectFrom('sales_products').select(['brand_id', 'brand_name']).distinct().orderBy('brand_name').orderBy('brand_id').execute(),
      rm.selectFrom('sales_manufacturers').select(['manufacturer_id', 'name']).orderBy('name').execute(),
      visibleSnapshots(ctx, practiceId),
      practiceTimeZone(ctx.db, practiceId),
    ]);
    const accounts = placers.map((p) => p.placed_by).filter((p) => p !== PLACED_BY_PATIENT);
    const people = accounts.length
      ? sales
        ? await rm.selectFrom('sales_people').select(['account_number', 'name']).where('account_number', 'in', accounts).execute()
        : await rm.selectFrom('osr_people').select(['account_number', 'name']).where('account_number', 'in', accounts).execute()
      : [];
    const name = new Map(people.map((p) => [p.account_number, p.name]));
    const placedBy = [
      ...accounts.map((a) => ({ value: a, label: name.get(a) ?? a })).sort((a, b) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value)),
      ...(placers.some((p) => p.placed_by === PLACED_BY_PATIENT) ? [{ value: PLACED_BY_PATIENT, label: PLACED_BY_PATIENT_NAME }] : []),
    ];
    const projection = sales ? SALES_DASHBOARD : ORDER_STATUS_REPORT;
    return {
      reportType,
      title: TITLES[reportType],
      locations: locations.map((l) => ({ locationId: l.location_id, name: l.name, timeZone: timeZoneOfState(l.state) })),
      placedBy,
      brands: brands.map((b) => ({ value: b.brand_id, label: b.brand_name })),
      manufacturers: manufacturers.map((m) => ({ value: m.manufacturer_id, label: m.name })),
      statuses: statusOptions(),
      granularities: sales ? [...GRANULARITIES] : [],
      sorts: sales ? [] : [...ORDER_STATUS_SORTS],
      defaultRange: lastDays(reportToday(timeZone, null), DEFAULT_RANGE_DAYS),
      snapshots: snapshots.filter((s) => s.projections.includes(projection)).map(toSnapshotInfo),
    };
  },
);
