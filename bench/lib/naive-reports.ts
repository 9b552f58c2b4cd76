import { orderStatusLabel, parseOrderStatus } from '../../domain/ordering/order-status';
import type { Granularity, OrderStatusRow, ReportTotals, SalesReportReply } from '../../domain/reports/api-schemas';
import { periodsOfRange } from '../../domain/reports/report-days';
import { PLACED_BY_PATIENT_NAME, salesFiguresOf, type SalesSums } from '../../domain/reports/report-figures';
import type { SqlConnection } from '../../infra/db/sql-client';
import { orderAmountsOf } from '../../infra/read-models/order-amounts';
import { orderStatusReportProjection } from '../../projections/order-status-report';
import type { GeneratedChunk, ReportsLogGenerator } from './order-generator';

/**
 * The naive baseline of the reports benchmark: what a CRUD design would keep — a plain orders
 * table (one row per order, its current status, amounts) with a child table of order lines, plus
 * the accounts, locations, products and manufacturers they refer to — indexed the obvious way,
 * and the reports computed from it at query time (GROUP BY, ORDER BY … LIMIT/OFFSET, joins for
 * names). It answers the same questions as GET /api/reports/sales and /api/reports/order-status
 * with the same reply shapes, so the benchmark can check both give the same answers.
 *
 * The tables are filled from the generator's own view of each order's final state (independent of
 * the event log and of the projections): equal answers mean both paths agree.
 */

export const NAIVE_DDL = /* sql */ `
CREATE TABLE IF NOT EXISTS bench_locations (
  location_id text PRIMARY KEY,
  practice_id text NOT NULL,
  name        text NOT NULL,
  state       text NOT NULL,
  time_zone   text NOT NULL
);
CREATE INDEX IF NOT EXISTS bench_locations_practice ON bench_locations (practice_id);
CREATE TABLE IF NOT EXISTS bench_manufacturers (
  manufacturer_id text PRIMARY KEY,
  name            text NOT NULL
);
CREATE TABLE IF NOT EXISTS bench_products (
  product_id      text PRIMARY KEY,
  name            text NOT NULL,
  brand_id        text NOT NULL,
  brand_name      text NOT NULL,
  manufacturer_id text NOT NULL REFERENCES bench_manufacturers,
  box_price_cents integer NOT NULL
);
CREATE TABLE IF NOT EXISTS bench_accounts (
  account_number text PRIMARY KEY,
  customer_group text NOT NULL,
  first_name     text NOT NULL,
  last_name      text NOT NULL,
  email          text,
  practice_id    text
);
CREATE TABLE IF NOT EXISTS bench_orders (
  order_id           text PRIMARY KEY,
  practice_id        text NOT NULL,
  location_id        text NOT NULL REFERENCES bench_locations,
  order_date         timestamptz NOT NULL,
  -- the order's calendar day where its location is (computed once, on insert)
  order_day          date NOT NULL,
  status             text NOT NULL,
  status_at          timestamptz NOT NULL,
  patient_account    text NOT NULL,
  -- null: the patient ordered online
  placed_by_account  text,
  csr_account        text,
  tracking_number    text,
  carrier            text,
  estimated_delivery text,
  shipped_at         timestamptz,
  delivered_at       timestamptz,
  delivery_method    text NOT NULL,
  sub_total_cents    integer NOT NULL,
  discount_cents     integer NOT NULL,
  insurance_cents    integer NOT NULL,
  shipping_cents     integer NOT NULL,
  tax_cents          integer NOT NULL,
  total_cents        integer NOT NULL
);
CREATE INDEX IF NOT EXISTS bench_orders_practice_day ON bench_orders (practice_id, order_day);
CREATE INDEX IF NOT EXISTS bench_orders_practice_date ON bench_orders (practice_id, order_date DESC, order_id DESC);
CREATE INDEX IF NOT EXISTS bench_orders_patient ON bench_orders (patient_account);
CREATE TABLE IF NOT EXISTS bench_order_lines (
  order_id         text NOT NULL REFERENCES bench_orders,
  eye              text NOT NULL,
  product_id       text NOT NULL,
  boxes            integer NOT NULL,
  pack_size        integer NOT NULL,
  unit_price_cents integer NOT NULL,
  unit_cost_cents  integer NOT NULL,
  PRIMARY KEY (order_id, eye)
);`;

/** The reference rows (locations, manufacturers, products) the orders refer to, from the generator's world. */
export async function writeNaiveReference(db: SqlConnection, gen: ReportsLogGenerator): Promise<void> {
  const locations = gen.practices.flatMap((p) => p.locations.map((l) => ({ location_id: l.locationId, practice_id: p.practiceId, name: l.name, state: l.state, time_zone: l.timeZone })));
  await db.query(`INSERT INTO bench_locations SELECT * FROM jsonb_populate_recordset(NULL::bench_locations, $1::jsonb)`, [JSON.stringify(locations)]);
  const makers = gen.manufacturers.map((m) => ({ manufacturer_id: m.manufacturerId, name: m.displayName }));
  await db.query(`INSERT INTO bench_manufacturers SELECT * FROM jsonb_populate_recordset(NULL::bench_manufacturers, $1::jsonb)`, [JSON.stringify(makers)]);
  const products = gen.allProducts.map((p) => ({ product_id: p.productId, name: p.name, brand_id: p.brand.recordId, brand_name: p.brand.name, manufacturer_id: p.manufacturerId, box_price_cents: Math.round(p.boxPrice * 100) }));
  await db.query(`INSERT INTO bench_products SELECT * FROM jsonb_populate_recordset(NULL::bench_products, $1::jsonb)`, [JSON.stringify(products)]);
}

/** One chunk's accounts, orders and lines, one statement per table. */
export async function writeNaiveChunk(db: SqlConnection, chunk: GeneratedChunk): Promise<void> {
  if (chunk.accounts.length) {
    const rows = chunk.accounts.map((a) => ({ account_number: a.accountNumber, customer_group: a.customerGroup, first_name: a.firstName, last_name: a.lastName, email: a.email, practice_id: a.practiceId }));
    await db.query(`INSERT INTO bench_accounts SELECT * FROM jsonb_populate_recordset(NULL::bench_accounts, $1::jsonb)`, [JSON.stringify(rows)]);
  }
  if (chunk.orders.length === 0) return;
  const orders = chunk.orders.map((o) => ({
    order_id: o.orderId,
    practice_id: o.practiceId,
    location_id: o.locationId,
    order_date: o.orderDate,
    status: o.status,
    status_at: o.statusAt,
    patient_account: o.patientAccount,
    placed_by_account: o.placedByAccount,
    csr_account: o.csrAccount,
    tracking_number: o.trackingNumber,
    carrier: o.carrier,
    estimated_delivery: o.estimatedDelivery,
    shipped_at: o.shippedAt,
    delivered_at: o.deliveredAt,
    delivery_method: o.deliveryMethod,
    sub_total_cents: o.subTotalCents,
    discount_cents: o.discountCents,
    insurance_cents: o.insuranceCents,
    shipping_cents: o.shippingCents,
    tax_cents: o.taxCents,
    total_cents: o.totalCents,
  }));
  await db.query(
    `INSERT INTO bench_orders
     SELECT r.order_id, r.practice_id, r.location_id, r.order_date, (r.order_date AT TIME ZONE l.time_zone)::date,
            r.status, r.status_at, r.patient_account, r.placed_by_account, r.csr_account, r.tracking_number, r.carrier,
            r.estimated_delivery, r.shipped_at, r.delivered_at, r.delivery_method, r.sub_total_cents, r.discount_cents,
            r.insurance_cents, r.shipping_cents, r.tax_cents, r.total_cents
       FROM jsonb_populate_recordset(NULL::bench_orders, $1::jsonb) AS r
       JOIN bench_locations l ON l.location_id = r.location_id`,
    [JSON.stringify(orders)],
  );
  const lines = chunk.orders.flatMap((o) =>
    o.lines.map((l) => ({ order_id: o.orderId, eye: l.eye, product_id: l.productId, boxes: l.boxes, pack_size: l.packSize, unit_price_cents: l.unitPriceCents, unit_cost_cents: l.unitCostCents })),
  );
  await db.query(`INSERT INTO bench_order_lines SELECT * FROM jsonb_populate_recordset(NULL::bench_order_lines, $1::jsonb)`, [JSON.stringify(lines)]);
}

// ---------------------------------------------------------------------------------------------
// The dashboard, naively

const n = (v: unknown) => Number(v ?? 0);
const byName = <T extends { name: string }>(key: (x: T) => number) => (a: T, b: T) => key(b) - key(a) || a.name.localeCompare(b.name);

interface Sums extends SalesSums {
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}
const zero = (): Sums => ({ orders: 0, boxes: 0, units: 0, subTotalCents: 0, discountCents: 0, insuranceCents: 0, costCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
const sumsOf = (r: Record<string, unknown>): Sums => ({
  orders: n(r.orders),
  boxes: n(r.boxes),
  units: n(r.units),
  ...orderAmountsOf(r),
  costCents: n(r.cost_cents),
});

export interface NaiveSalesQuery {
  practiceId: string;
  from: string;
  to: string;
  granularity: Granularity;
  locationIds?: string[];
}

/**
 * The dashboard computed from the orders table at query time: the practice's non-cancelled orders
 * in the range (index on practice_id, order_day) joined to their lines, grouped by period,
 * location and placed-by (one statement, GROUPING SETS), then the lines grouped by brand and by
 * manufacturer (one statement), then the names.
 */
export async function naiveSales(db: SqlConnection, q: NaiveSalesQuery): Promise<Omit<SalesReportReply, 'snapshot' | 'everOrdered'>> {
  const locations = q.locationIds?.length ? q.locationIds : null;
  const { rows: grouped } = await db.query<Record<string, unknown>>(
    `WITH o AS MATERIALIZED (
       SELECT o.order_id, o.order_day, o.location_id, coalesce(o.placed_by_account, 'patient') AS placed_by,
              o.sub_total_cents, o.discount_cents, o.insurance_cents, o.shipping_cents, o.tax_cents, o.total_cents,
              li.boxes, li.units, li.cost_cents
         FROM bench_orders o
         CROSS JOIN LATERAL (SELECT sum(l.boxes) AS boxes, sum(l.boxes * l.pack_size) AS units, sum(l.boxes * l.unit_cost_cents) AS cost_cents
                               FROM bench_order_lines l WHERE l.order_id = o.order_id) li
        WHERE o.practice_id = $1 AND o.order_day BETWEEN $2::date AND $3::date AND o.status <> 'cancelled'
          AND ($4::text[] IS NULL OR o.location_id = ANY($4::text[]))
     )
     SELECT date_trunc($5, order_day::timestamp)::date::text AS period, location_id, placed_by,
            GROUPING(date_trunc($5, order_day::timestamp), location_id, placed_by) AS g,
            count(*) AS orders, sum(boxes) AS boxes, sum(units) AS units, sum(sub_total_cents) AS sub_total_cents,
            sum(discount_cents) AS discount_cents, sum(insurance_cents) AS insurance_cents, sum(cost_cents) AS cost_cents,
            sum(shipping_cents) AS shipping_cents, sum(tax_cents) AS tax_cents, sum(total_cents) AS total_cents
       FROM o
      GROUP BY GROUPING SETS ((), (date_trunc($5, order_day::timestamp)), (location_id), (placed_by))`,
    [q.practiceId, q.from, q.to, locations, q.granularity],
  );
  const { rows: lineRows } = await db.query<Record<string, unknown>>(
    `SELECT p.brand_id, p.manufacturer_id, GROUPING(p.brand_id, p.manufacturer_id) AS g,
            count(DISTINCT o.order_id) AS orders, sum(l.boxes) AS boxes, sum(l.boxes * l.pack_size) AS units,
            sum(l.boxes * l.unit_price_cents) AS sales_cents, sum(l.boxes * l.unit_cost_cents) AS cost_cents
       FROM bench_orders o
       JOIN bench_order_lines l ON l.order_id = o.order_id
       JOIN bench_products p ON p.product_id = l.product_id
      WHERE o.practice_id = $1 AND o.order_day BETWEEN $2::date AND $3::date AND o.status <> 'cancelled'
        AND ($4::text[] IS NULL OR o.location_id = ANY($4::text[]))
      GROUP BY GROUPING SETS ((p.brand_id), (p.manufacturer_id))`,
    [q.practiceId, q.from, q.to, locations],
  );
  const staffAccounts = grouped.filter((r) => n(r.g) === 6 && r.placed_by !== 'patient').map((r) => String(r.placed_by));
  const { rows: locationRows } = await db.query<{ location_id: string; name: string }>('SELECT location_id, name FROM bench_locations WHERE practice_id = $1', [q.practiceId]);
  const { rows: people } = staffAccounts.length
    ? await db.query<{ account_number: string; first_name: string; last_name: string; customer_group: string }>(
        'SELECT account_number, first_name, last_name, customer_group FROM bench_accounts WHERE account_number = ANY($1::text[])',
        [staffAccounts],
      )
    : { rows: [] };
  const { rows: brandRows } = await db.query<{ brand_id: string; brand_name: string }>('SELECT DISTINCT brand_id, brand_name FROM bench_products');
  const { rows: makerRows } = await db.query<{ manufacturer_id: string; name: string }>('SELECT manufacturer_id, name FROM bench_manufacturers');

  const total = grouped.find((r) => n(r.g) === 7);
  const summarySums = total ? sumsOf(total) : zero();
  const periods = periodsOfRange(q.from, q.to, q.granularity);
  const perPeriod = new Map(grouped.filter((r) => n(r.g) === 3).map((r) => [String(r.period), sumsOf(r)]));
  const locationSums = new Map(grouped.filter((r) => n(r.g) === 5).map((r) => [String(r.location_id), sumsOf(r)]));
  const wanted = locations ? new Set(locations) : undefined;
  const locationName = new Map(locationRows.map((l) => [l.location_id, l.name]));
  const locationIds = new Set([...locationRows.map((l) => l.location_id).filter((id) => !wanted || wanted.has(id)), ...locationSums.keys()]);
  const person = new Map(people.map((p) => [p.account_number, p]));
  const brandName = new Map(brandRows.map((b) => [b.brand_id, b.brand_name]));
  const makerName = new Map(makerRows.map((m) => [m.manufacturer_id, m.name]));
  const lineFigures = (r: Record<string, unknown>) => ({ orders: n(r.orders), boxes: n(r.boxes), units: n(r.units), salesCents: n(r.sales_cents), costCents: n(r.cost_cents) });
  const summary = salesFiguresOf(summarySums);
  return {
    from: q.from,
    to: q.to,
    granularity: q.granularity,
    summary: { ...summary, shippingCents: summarySums.shippingCents, taxCents: summarySums.taxCents, totalCents: summarySums.totalCents },
    series: periods.map((p) => ({ period: p.period, periodEnd: p.periodEnd, ...salesFiguresOf(perPeriod.get(p.key) ?? zero()) })),
    byBrand: lineRows
      .filter((r) => n(r.g) === 1)
      .map((r) => ({ brandId: String(r.brand_id), name: brandName.get(String(r.brand_id)) ?? 'Unknown brand', ...lineFigures(r) }))
      .sort(byName((x) => x.salesCents)),
    byManufacturer: lineRows
      .filter((r) => n(r.g) === 2)
      .map((r) => ({ manufacturerId: String(r.manufacturer_id), name: makerName.get(String(r.manufacturer_id)) ?? 'Unknown manufacturer', ...lineFigures(r) }))
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
          : { accountNumber: key, name: p ? `${p.first_name} ${p.last_name}`.trim() : key, group: p?.customer_group ?? 'Unknown', ...salesFiguresOf(sumsOf(r)) };
      })
      .sort(byName((x) => x.netSalesCents)),
  };
}

// ---------------------------------------------------------------------------------------------
// The order-status report, naively

export interface NaiveOrderStatusQuery {
  practiceId: string;
  from?: string;
  to?: string;
  status?: string[];
  brandId?: string[];
  placedBy?: string[];
  search?: string;
  limit: number;
  offset: number;
}

/** WHERE clause and parameters of the report's filters over bench_orders `o` (with its patient `pa`). */
function naiveWhere(q: NaiveOrderStatusQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [q.practiceId];
  const clauses = ['o.practice_id = $1'];
  const p = (v: unknown) => `$${params.push(v)}`;
  if (q.from) clauses.push(`o.order_day >= ${p(q.from)}::date`);
  if (q.to) clauses.push(`o.order_day <= ${p(q.to)}::date`);
  if (q.status?.length) clauses.push(`o.status = ANY(${p(q.status)}::text[])`);
  if (q.placedBy?.length) clauses.push(`coalesce(o.placed_by_account, 'patient') = ANY(${p(q.placedBy)}::text[])`);
  if (q.brandId?.length) {
    clauses.push(`EXISTS (SELECT 1 FROM bench_order_lines l JOIN bench_products pr ON pr.product_id = l.product_id WHERE l.order_id = o.order_id AND pr.brand_id = ANY(${p(q.brandId)}::text[]))`);
  }
  const words = [...new Set((q.search ?? '').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 10);
  for (const w of words) {
    clauses.push(
      `lower(pa.first_name || ' ' || pa.last_name || ' ' || coalesce(pa.email, '') || ' ' || o.patient_account || ' ' || o.order_id) LIKE ${p(`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`,
    );
  }
  return { where: clauses.join(' AND '), params };
}

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/**
 * The report from the orders table at query time: the page (newest first, LIMIT/OFFSET over the
 * (practice_id, order_date) index) with names and products joined, and the count and sums over
 * every matching order (lines joined for boxes and lenses).
 */
/** An order with its patient, location, staff member who placed it and impersonating CSR (the naive joins of both order-status reads). */
const ORDER_WITH_PEOPLE = /* sql */ `FROM bench_orders o
       JOIN bench_accounts pa ON pa.account_number = o.patient_account
       JOIN bench_locations loc ON loc.location_id = o.location_id
       LEFT JOIN bench_accounts st ON st.account_number = o.placed_by_account
       LEFT JOIN bench_accounts csr ON csr.account_number = o.csr_account`;

export async function naiveOrderStatus(db: SqlConnection, q: NaiveOrderStatusQuery): Promise<{ total: number; totals: ReportTotals; rows: OrderStatusRow[] }> {
  const { where, params } = naiveWhere(q);
  const { rows: totalRows } = await db.query<Record<string, unknown>>(
    `SELECT count(*) AS orders, coalesce(sum(li.boxes), 0) AS boxes, coalesce(sum(li.units), 0) AS units,
            coalesce(sum(o.sub_total_cents), 0) AS sub_total_cents, coalesce(sum(o.discount_cents), 0) AS discount_cents,
            coalesce(sum(o.insurance_cents), 0) AS insurance_cents, coalesce(sum(o.shipping_cents), 0) AS shipping_cents,
            coalesce(sum(o.tax_cents), 0) AS tax_cents, coalesce(sum(o.total_cents), 0) AS total_cents
       FROM bench_orders o
       JOIN bench_accounts pa ON pa.account_number = o.patient_account
       CROSS JOIN LATERAL (SELECT sum(l.boxes) AS boxes, sum(l.boxes * l.pack_size) AS units FROM bench_order_lines l WHERE l.order_id = o.order_id) li
      WHERE ${where}`,
    params,
  );
  const t = totalRows[0] ?? {};
  const totals: ReportTotals = {
    orders: n(t.orders),
    boxes: n(t.boxes),
    units: n(t.units),
    subTotalCents: n(t.sub_total_cents),
    discountCents: n(t.discount_cents),
    insuranceCents: n(t.insurance_cents),
    shippingCents: n(t.shipping_cents),
    taxCents: n(t.tax_cents),
    totalCents: n(t.total_cents),
  };
  const limitAt = params.length + 1;
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT o.order_id, o.order_date, o.order_day::text AS order_day, o.status, o.status_at, o.patient_account,
            trim(pa.first_name || ' ' || pa.last_name) AS patient_name, pa.email AS patient_email,
            o.location_id, loc.name AS location_name, o.placed_by_account,
            trim(st.first_name || ' ' || st.last_name) AS placed_by_name, st.customer_group AS placed_by_group,
            trim(csr.first_name || ' ' || csr.last_name) AS csr_name,
            li.products, li.boxes, li.units,
            o.sub_total_cents, o.discount_cents, o.insurance_cents, o.shipping_cents, o.tax_cents, o.total_cents,
            o.delivery_method, o.tracking_number, o.carrier, o.estimated_delivery, o.shipped_at, o.delivered_at
       ${ORDER_WITH_PEOPLE}
       CROSS JOIN LATERAL (
         SELECT json_agg(json_build_object('eye', l.eye, 'productId', l.product_id, 'name', pr.name, 'brandId', pr.brand_id, 'brand', pr.brand_name, 'boxes', l.boxes) ORDER BY l.eye) AS products,
                sum(l.boxes) AS boxes, sum(l.boxes * l.pack_size) AS units
           FROM bench_order_lines l JOIN bench_products pr ON pr.product_id = l.product_id
          WHERE l.order_id = o.order_id) li
      WHERE ${where}
      ORDER BY o.order_date DESC, o.order_id DESC
      LIMIT $${limitAt} OFFSET $${limitAt + 1}`,
    [...params, q.limit, q.offset],
  );
  return {
    total: totals.orders,
    totals,
    rows: rows.map((r): OrderStatusRow => {
      const status = parseOrderStatus(String(r.status)) ?? 'new';
      const online = r.placed_by_account === null;
      const products = (typeof r.products === 'string' ? JSON.parse(r.products) : r.products) as OrderStatusRow['products'];
      return {
        salesOrderID: String(r.order_id),
        orderDate: iso(r.order_date)!,
        orderDay: String(r.order_day),
        status,
        statusLabel: orderStatusLabel(status),
        statusDate: iso(r.status_at)!,
        patient: { accountNumber: String(r.patient_account), name: String(r.patient_name), email: (r.patient_email as string | null) ?? null },
        location: { locationId: String(r.location_id), name: String(r.location_name) },
        placedBy: {
          accountNumber: online ? null : String(r.placed_by_account),
          name: online ? PLACED_BY_PATIENT_NAME : String(r.placed_by_name),
          group: online ? 'Patient' : String(r.placed_by_group),
          csrName: (r.csr_name as string | null) ?? null,
        },
        products,
        boxes: n(r.boxes),
        units: n(r.units),
        ...orderAmountsOf(r),
        deliveryMethod: r.delivery_method as OrderStatusRow['deliveryMethod'],
        trackingNumber: (r.tracking_number as string | null) ?? null,
        carrier: (r.carrier as string | null) ?? null,
        estimatedDelivery: (r.estimated_delivery as string | null) ?? null,
        shippedAt: iso(r.shipped_at),
        deliveredAt: iso(r.delivered_at),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The rebuild baseline: the same report tables, set-based from the orders table

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Fills the order-status report's own tables (created by its DDL in `schema`) from the orders
 * table with one INSERT … SELECT (… GROUP BY) per table: the set-based way to build the same read
 * model when an orders table is the source of truth; the two daily tables are then the
 * projection's own aggregation of the rows (its `derive`, which a rebuild also ends with). The
 * caller times it; the fact tables it writes are compared with ours row for row
 * (factTablesDiffer). `setupAt` stamps updated_at.
 */
export async function naiveRebuildOrderStatus(db: SqlConnection, schema: string, setupAt: string): Promise<void> {
  const s = schema;
  await db.exec(/* sql */ `
    INSERT INTO ${s}.osr_locations (location_id, practice_id, name, time_zone, updated_at)
      SELECT location_id, practice_id, name, time_zone, '${setupAt}' FROM bench_locations;
    INSERT INTO ${s}.osr_products (product_id, name, brand_id, brand_name, manufacturer_id, updated_at)
      SELECT product_id, name, brand_id, brand_name, manufacturer_id, '${setupAt}' FROM bench_products;
    INSERT INTO ${s}.osr_people (account_number, customer_group, practice_id, name, sort_name, email, updated_at)
      SELECT account_number, customer_group, practice_id, trim(first_name || ' ' || last_name), lower(trim(last_name || ' ' || first_name)), email, '${setupAt}' FROM bench_accounts;
    INSERT INTO ${s}.order_status_report (
      order_id, practice_id, location_id, location_name, order_date, order_day, status, status_at, patient_account, patient_name,
      patient_sort, patient_email, placed_by, placed_by_group, csr_name, products, brand_keys, manufacturer_keys, product_keys,
      boxes, units, sub_total_cents, discount_cents, insurance_cents, shipping_cents, tax_cents, total_cents, delivery_method,
      tracking_number, carrier, estimated_delivery, shipped_at, delivered_at, search_text)
    SELECT o.order_id, o.practice_id, o.location_id, loc.name, ${ISO('o.order_date')}, o.order_day::text, o.status, ${ISO('o.status_at')},
           o.patient_account, trim(pa.first_name || ' ' || pa.last_name), lower(trim(pa.last_name || ' ' || pa.first_name)), pa.email,
           coalesce(o.placed_by_account, 'patient'), CASE WHEN o.placed_by_account IS NULL THEN 'Patient' ELSE st.customer_group END,
           trim(csr.first_name || ' ' || csr.last_name),
           li.products, li.brand_keys, li.manufacturer_keys, li.product_keys, li.boxes, li.units,
           o.sub_total_cents, o.discount_cents, o.insurance_cents, o.shipping_cents, o.tax_cents, o.total_cents, o.delivery_method,
           o.tracking_number, o.carrier, o.estimated_delivery, ${ISO('o.shipped_at')}, ${ISO('o.delivered_at')},
           lower(trim(pa.first_name || ' ' || pa.last_name) || ' ' || coalesce(pa.email, '') || ' ' || o.patient_account) || ' ' || lower(o.order_id)
      ${ORDER_WITH_PEOPLE}
      CROSS JOIN LATERAL (
        SELECT jsonb_agg(jsonb_build_object('eye', l.eye, 'productId', l.product_id, 'brandId', pr.brand_id, 'boxes', l.boxes) ORDER BY l.eye) AS products,
               array_agg(DISTINCT (o.practice_id || '|' || pr.brand_id) COLLATE "C" ORDER BY (o.practice_id || '|' || pr.brand_id) COLLATE "C") AS brand_keys,
               array_agg(DISTINCT (o.practice_id || '|' || pr.manufacturer_id) COLLATE "C" ORDER BY (o.practice_id || '|' || pr.manufacturer_id) COLLATE "C") AS manufacturer_keys,
               array_agg(DISTINCT (o.practice_id || '|' || l.product_id) COLLATE "C" ORDER BY (o.practice_id || '|' || l.product_id) COLLATE "C") AS product_keys,
               sum(l.boxes)::int AS boxes, sum(l.boxes * l.pack_size)::int AS units
          FROM bench_order_lines l JOIN bench_products pr ON pr.product_id = l.product_id
         WHERE l.order_id = o.order_id) li;
    ${orderStatusReportProjection.derive!(s)}`);
}

/** The same for the sales dashboard's tables: per-order contributions, then the daily sums by GROUP BY. */
export async function naiveRebuildSales(db: SqlConnection, schema: string, setupAt: string): Promise<void> {
  const s = schema;
  await db.exec(/* sql */ `
    INSERT INTO ${s}.sales_locations (location_id, practice_id, name, time_zone, updated_at)
      SELECT location_id, practice_id, name, time_zone, '${setupAt}' FROM bench_locations;
    INSERT INTO ${s}.sales_products (product_id, name, brand_id, brand_name, manufacturer_id, box_price_cents, updated_at)
      SELECT p.product_id, p.name, p.brand_id, p.brand_name, p.manufacturer_id,
             p.box_price_cents, '${setupAt}' FROM bench_products p;
    INSERT INTO ${s}.sales_manufacturers (manufacturer_id, name, updated_at) SELECT manufacturer_id, name, '${setupAt}' FROM bench_manufacturers;
    INSERT INTO ${s}.sales_people (account_number, customer_group, name, updated_at)
      SELECT account_number, customer_group, trim(first_name || ' ' || last_name), '${setupAt}' FROM bench_accounts WHERE customer_group <> 'Patient';
    INSERT INTO ${s}.sales_orders
    SELECT o.order_id, o.practice_id, o.location_id, o.order_day::text, coalesce(o.placed_by_account, 'patient'), o.status <> 'cancelled',
           li.boxes, li.units, o.sub_total_cents, o.discount_cents, o.insurance_cents, o.shipping_cents, o.tax_cents, o.total_cents,
           li.cost_cents, li.lines
      FROM bench_orders o
      CROSS JOIN LATERAL (
        SELECT jsonb_agg(jsonb_build_object('brandId', pr.brand_id, 'manufacturerId', pr.manufacturer_id, 'boxes', l.boxes, 'units', l.boxes * l.pack_size,
                                            'salesCents', l.boxes * l.unit_price_cents, 'costCents', l.boxes * l.unit_cost_cents) ORDER BY l.eye) AS lines,
               sum(l.boxes)::int AS boxes, sum(l.boxes * l.pack_size)::int AS units, sum(l.boxes * l.unit_cost_cents)::int AS cost_cents
          FROM bench_order_lines l JOIN bench_products pr ON pr.product_id = l.product_id
         WHERE l.order_id = o.order_id) li;
    INSERT INTO ${s}.sales_daily
    SELECT practice_id, day, location_id, placed_by, count(*), sum(boxes), sum(units), sum(sub_total_cents), sum(discount_cents),
           sum(insurance_cents), sum(shipping_cents), sum(tax_cents), sum(total_cents), sum(cost_cents)
      FROM ${s}.sales_orders WHERE counted
     GROUP BY practice_id, day, location_id, placed_by;
    INSERT INTO ${s}.sales_daily_brands
    SELECT o.practice_id, o.day, o.location_id, pr.brand_id, count(DISTINCT o.order_id), sum(l.boxes), sum(l.boxes * l.pack_size),
           sum(l.boxes * l.unit_price_cents), sum(l.boxes * l.unit_cost_cents)
      FROM ${s}.sales_orders o JOIN bench_order_lines l ON l.order_id = o.order_id JOIN bench_products pr ON pr.product_id = l.product_id
     WHERE o.counted
     GROUP BY o.practice_id, o.day, o.location_id, pr.brand_id;
    INSERT INTO ${s}.sales_daily_manufacturers
    SELECT o.practice_id, o.day, o.location_id, pr.manufacturer_id, count(DISTINCT o.order_id), sum(l.boxes), sum(l.boxes * l.pack_size),
           sum(l.boxes * l.unit_price_cents), sum(l.boxes * l.unit_cost_cents)
      FROM ${s}.sales_orders o JOIN bench_order_lines l ON l.order_id = o.order_id JOIN bench_products pr ON pr.product_id = l.product_id
     WHERE o.counted
     GROUP BY o.practice_id, o.day, o.location_id, pr.manufacturer_id;`);
}

/** The fact tables of both reports (the dimension tables differ only in their updated_at stamps). */
export const REPORT_FACT_TABLES = ['order_status_report', 'order_status_daily', 'order_status_daily_keys', 'sales_orders', 'sales_daily', 'sales_daily_brands', 'sales_daily_manufacturers'] as const;

/** Rows in one schema's table and not in the other's, both ways, per fact table (all zero = the same tables). */
export async function factTablesDiffer(db: SqlConnection, a: string, b: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of REPORT_FACT_TABLES) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT ((SELECT count(*) FROM (SELECT * FROM ${a}.${t} EXCEPT ALL SELECT * FROM ${b}.${t}) x)
             + (SELECT count(*) FROM (SELECT * FROM ${b}.${t} EXCEPT ALL SELECT * FROM ${a}.${t}) y))::int AS n`,
    );
    out[t] = Number(rows[0]?.n ?? 0);
  }
  return out;
}
