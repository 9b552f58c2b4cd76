import { type Kysely, sql } from 'kysely';
import type { Granularity, SalesReportReply } from '../../../domain/reports/api-schemas';
import { periodsOfRange, periodStart } from '../../../domain/reports/report-days';
import { PLACED_BY_PATIENT_NAME, salesFiguresOf, type SalesSums } from '../../../domain/reports/report-figures';
import { orderAmountsOf } from '../../../infra/read-models/order-amounts';
import type { ReadModels } from '../../../infra/read-models/tables';

type DB = Kysely<ReadModels>;

export interface SalesQuery {
  schema: string;
  practiceId: string;
  from: string;
  to: string;
  granularity: Granularity;
  locationIds?: string[] | undefined;
}

interface Sums extends SalesSums {
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

const zero = (): Sums => ({ orders: 0, boxes: 0, units: 0, subTotalCents: 0, discountCents: 0, insuranceCents: 0, costCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
const add = (a: Sums, b: Sums) => {
  for (const k of Object.keys(a) as (keyof Sums)[]) a[k] += b[k];
};
const n = (v: unknown) => Number(v ?? 0);
const table = (schema: string, name: string) => sql.raw(`${schema}.${name}`);

function scope(q: SalesQuery) {
  const loc = q.locationIds?.length ? sql` AND location_id = ANY(${q.locationIds}::text[])` : sql``;
  return sql`practice_id = ${q.practiceId} AND day >= ${q.from} AND day <= ${q.to}${loc}`;
}

const byName = <T extends { name: string }>(key: (x: T) => number) => (a: T, b: T) => key(b) - key(a) || a.name.localeCompare(b.name);

/**
 * The dashboard from the daily aggregates only (never the orders): one GROUPING SETS scan of
 * sales_daily gives the summary, the days (bucketed into weeks or months here) and the figures by
 * location and by placed-by; brands and manufacturers come from their own daily tables.
 */
export async function salesReport(db: DB, q: SalesQuery): Promise<Omit<SalesReportReply, 'snapshot' | 'everOrdered'>> {
  const lineQuery = (name: 'sales_daily_brands' | 'sales_daily_manufacturers', column: 'brand_id' | 'manufacturer_id') => sql<Record<string, unknown>>`
    SELECT ${sql.ref(column)} AS id, sum(orders) AS orders, sum(boxes) AS boxes, sum(units) AS units, sum(sales_cents) AS sales_cents, sum(cost_cents) AS cost_cents
      FROM ${table(q.schema, name)} WHERE ${scope(q)} GROUP BY ${sql.ref(column)}`.execute(db);
  const s = db.withSchema(q.schema);
  // Independent reads, side by side (each on its own pooled connection).
  const [{ rows: grouped }, brands, makers, locations, brandNames, makerNames] = await Promise.all([
    sql<Record<string, unknown>>`
    SELECT day, location_id, placed_by, GROUPING(day, location_id, placed_by) AS g,
           sum(orders) AS orders, sum(boxes) AS boxes, sum(units) AS units, sum(sub_total_cents) AS sub_total_cents,
           sum(discount_cents) AS discount_cents, sum(insurance_cents) AS insurance_cents, sum(cost_cents) AS cost_cents,
           sum(shipping_cents) AS shipping_cents, sum(tax_cents) AS tax_cents, sum(total_cents) AS total_cents
      FROM ${table(q.schema, 'sales_daily')}
     WHERE ${scope(q)}
     GROUP BY GROUPING SETS ((), (day), (location_id), (placed_by))`.execute(db),
    lineQuery('sales_daily_brands', 'brand_id'),
    lineQuery('sales_daily_manufacturers', 'manufacturer_id'),
    s.selectFrom('sales_locations').select(['location_id', 'name']).where('practice_id', '=', q.practiceId).execute(),
    s.selectFrom('sales_products').select(['brand_id', 'brand_name']).distinct().execute(),
    s.selectFrom('sales_manufacturers').select(['manufacturer_id', 'name']).execute(),
  ]);
  const accounts = grouped.filter((r) => n(r.g) === 6 && r.placed_by !== 'patient').map((r) => String(r.placed_by));
  const people = accounts.length ? await s.selectFrom('sales_people').select(['account_number', 'name', 'customer_group']).where('account_number', 'in', accounts).execute() : [];

  const sumsOf = (r: Record<string, unknown>): Sums => ({
    orders: n(r.orders),
    boxes: n(r.boxes),
    units: n(r.units),
    ...orderAmountsOf(r),
    costCents: n(r.cost_cents),
  });

  // GROUPING(day, location_id, placed_by): a set bit = that column is rolled up.
  const total = grouped.find((r) => n(r.g) === 7);
  const summarySums = total ? sumsOf(total) : zero();

  const periods = periodsOfRange(q.from, q.to, q.granularity);
  const perPeriod = new Map(periods.map((p) => [p.key, zero()]));
  for (const r of grouped.filter((x) => n(x.g) === 3)) {
    const bucket = perPeriod.get(periodStart(String(r.day), q.granularity));
    if (bucket) add(bucket, sumsOf(r));
  }

  const locationSums = new Map(grouped.filter((r) => n(r.g) === 5).map((r) => [String(r.location_id), sumsOf(r)]));
  const wanted = q.locationIds?.length ? new Set(q.locationIds) : undefined;
  const locationName = new Map(locations.map((l) => [l.location_id, l.name]));
  const locationIds = new Set([...locations.map((l) => l.location_id).filter((id) => !wanted || wanted.has(id)), ...locationSums.keys()]);

  const person = new Map(people.map((p) => [p.account_number, p]));
  const brandName = new Map(brandNames.map((b) => [b.brand_id, b.brand_name]));
  const makerName = new Map(makerNames.map((m) => [m.manufacturer_id, m.name]));
  const lineFiguresOf = (r: Record<string, unknown>) => ({ orders: n(r.orders), boxes: n(r.boxes), units: n(r.units), salesCents: n(r.sales_cents), costCents: n(r.cost_cents) });

  const summary = salesFiguresOf(summarySums);
  return {
    from: q.from,
    to: q.to,
    granularity: q.granularity,
    summary: { ...summary, shippingCents: summarySums.shippingCents, taxCents: summarySums.taxCents, totalCents: summarySums.totalCents },
    series: periods.map((p) => ({ period: p.period, periodEnd: p.periodEnd, ...salesFiguresOf(perPeriod.get(p.key)!) })),
    byBrand: brands.rows
      .map((r) => ({ brandId: String(r.id), name: brandName.get(String(r.id)) ?? 'Unknown brand', ...lineFiguresOf(r) }))
      .sort(byName((x) => x.salesCents)),
    byManufacturer: makers.rows
      .map((r) => ({ manufacturerId: String(r.id), name: makerName.get(String(r.id)) ?? 'Unknown manufacturer', ...lineFiguresOf(r) }))
      .sort(byName((x) => x.salesCents)),
    byLocation: [...locationIds]
      .map((id) => ({ locationId: id, name: locationName.get(id) ?? id, ...salesFiguresOf(locationSums.get(id) ?? zero()) }))
      .sort(byName((x) => x.netSalesCents)),
    byStaff: grouped
      .filter((r) => n(r.g) === 6)
      .map((r) => {
        const key = String(r.placed_by);
        const p = person.get(key);
        return key === 'patient'
          ? { accountNumber: null, name: PLACED_BY_PATIENT_NAME, group: 'Patient', ...salesFiguresOf(sumsOf(r)) }
          : { accountNumber: key, name: p?.name ?? key, group: p?.customer_group ?? 'Unknown', ...salesFiguresOf(sumsOf(r)) };
      })
      .sort(byName((x) => x.netSalesCents)),
  };
}
