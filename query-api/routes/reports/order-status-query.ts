import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { orderStatusLabel, parseOrderStatus } from '../../../domain/ordering/order-status';
import type { OrderStatusRow, OrderStatusSort, ReportTotals } from '../../../domain/reports/api-schemas';
import { addDays } from '../../../domain/reports/report-days';
import { PLACED_BY_PATIENT_NAME, searchWords, ZERO_TOTALS } from '../../../domain/reports/report-figures';
import { type OrderStatusReportTable, READ_MODEL_SCHEMA, type ReadModels } from '../../../infra/read-models/tables';
import { orderAmountsOf } from '../../../infra/read-models/order-amounts';

/** The filters of the report and its CSV (domain/reports/api-schemas.ts orderStatusFilters, parsed). */
export interface OrderStatusFilterValues {
  from?: string | undefined;
  to?: string | undefined;
  status?: string[] | undefined;
  locationId?: string[] | undefined;
  placedBy?: string[] | undefined;
  brandId?: string[] | undefined;
  manufacturerId?: string[] | undefined;
  productId?: string[] | undefined;
  search?: string | undefined;
}

type DB = ReadModels;
type RowsQuery = SelectQueryBuilder<DB, 'order_status_report', object>;
type Row = OrderStatusReportTable;

export const SORT_COLUMNS: Record<OrderStatusSort, 'order_date' | 'status_at' | 'status' | 'patient_sort' | 'location_name' | 'total_cents'> = {
  orderDate: 'order_date',
  statusDate: 'status_at',
  status: 'status',
  patient: 'patient_sort',
  location: 'location_name',
  total: 'total_cents',
};

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);
const scoped = (practiceId: string, ids: readonly string[]) => ids.map((id) => `${practiceId}|${id}`);
const nonEmpty = (v: readonly string[] | undefined): v is string[] => !!v && v.length > 0;

/**
 * The practice's orders matching the filters (every query is scoped to one practice first).
 * Local days filter `order_day`; the matching instants lie within a day either side, so a
 * redundant `order_date` bound lets the (practice, order_date) index do the range.
 */
export function matchingRows(db: Kysely<DB>, schema: string, practiceId: string, f: OrderStatusFilterValues, options: { keysOnIndexCopy?: boolean } = {}): RowsQuery {
  // `keysOnIndexCopy`: test the brand/manufacturer/product keys as an expression the GIN indexes
  // cannot serve, so the planner reads the practice's entries of osr_practice_date_cover (which
  // carries the keys and every summed column) instead of visiting each matching row in the table.
  const keys = (column: 'brand_keys' | 'manufacturer_keys' | 'product_keys') => (options.keysOnIndexCopy ? sql`(${sql.ref(column)} || '{}'::text[])` : sql.ref(column));
  let q = db.withSchema(schema).selectFrom('order_status_report').where('practice_id', '=', practiceId) as RowsQuery;
  if (f.from) q = q.where('order_day', '>=', f.from).where('order_date', '>=', addDays(f.from, -1));
  if (f.to) q = q.where('order_day', '<=', f.to).where('order_date', '<', addDays(f.to, 2));
  if (nonEmpty(f.status)) q = q.where('status', 'in', f.status);
  if (nonEmpty(f.locationId)) q = q.where('location_id', 'in', f.locationId);
  if (nonEmpty(f.placedBy)) q = q.where('placed_by', 'in', f.placedBy);
  if (nonEmpty(f.brandId)) q = q.where(sql<boolean>`${keys('brand_keys')} && ${scoped(practiceId, f.brandId)}::text[]`);
  if (nonEmpty(f.manufacturerId)) q = q.where(sql<boolean>`${keys('manufacturer_keys')} && ${scoped(practiceId, f.manufacturerId)}::text[]`);
  if (nonEmpty(f.productId)) q = q.where(sql<boolean>`${keys('product_keys')} && ${scoped(practiceId, f.productId)}::text[]`);
  for (const word of searchWords(f.search)) q = q.where(sql<boolean>`search_text LIKE ${`%${escapeLike(word)}%`}`);
  return q;
}

/** Where the count and totals of these filters come from (the rows are the fallback; D-177, D-219). */
export type TotalsSource = { table: 'daily' } | { table: 'dailyKeys'; kind: 'brand' | 'manufacturer' | 'product'; id: string } | { table: 'rows' };

/**
 * The daily table when no row-level filter is set; the per-key daily table when the only one is a
 * single brand, manufacturer or product (two keys would count an order having both twice); else the rows.
 */
export function totalsSource(f: OrderStatusFilterValues): TotalsSource {
  if (searchWords(f.search).length > 0) return { table: 'rows' };
  const keyed = (
    [
      ['brand', f.brandId],
      ['manufacturer', f.manufacturerId],
      ['product', f.productId],
    ] as const
  ).filter(([, ids]) => nonEmpty(ids));
  if (keyed.length === 0) return { table: 'daily' };
  const [kind, ids] = keyed[0]!;
  const distinct = [...new Set(ids)];
  if (keyed.length === 1 && distinct.length === 1) return { table: 'dailyKeys', kind, id: distinct[0]! };
  return { table: 'rows' };
}

const n = (v: unknown) => Number(v ?? 0);

async function hasTable(db: Kysely<DB>, schema: string, table: string): Promise<boolean> {
  const { rows } = await sql<{ t: string | null }>`SELECT to_regclass(${`${schema}.${table}`})::text AS t`.execute(db);
  return !!rows[0]?.t;
}

const SUMMED = ['boxes', 'units', 'sub_total_cents', 'discount_cents', 'insurance_cents', 'shipping_cents', 'tax_cents', 'total_cents'] as const;
/** The totals' select list: the order count as given, then the sum of each summed column (same names in both tables). */
const totalsColumns = (orders: RawBuilder<number>) => [orders.as('orders'), ...SUMMED.map((c) => sql<number>`sum(${sql.ref(c)})`.as(c))];

/** Orders and sums over everything the filters match (not only a page): what reconciles with the dashboard. */
export async function totalsOf(db: Kysely<DB>, schema: string, practiceId: string, f: OrderStatusFilterValues): Promise<ReportTotals> {
  let source = totalsSource(f);
  // A snapshot keeps the tables of the projection version that built it: one from version 1 has
  // no per-key table, and its rows answer instead (the live schema always has it).
  if (source.table === 'dailyKeys' && schema !== READ_MODEL_SCHEMA && !(await hasTable(db, schema, 'order_status_daily_keys'))) source = { table: 'rows' };
  let r: Record<string, unknown> | undefined;
  if (source.table === 'rows') {
    // Totals under several keys or a search from the covering index (D-218): a popular brand of a
    // large practice matches tens of thousands of orders, one random table read each through the
    // GIN bitmap (1.7 s cold at 13,000 orders; 44 ms from the index).
    r = await matchingRows(db, schema, practiceId, f, { keysOnIndexCopy: true })
      .select(totalsColumns(sql<number>`count(*)`))
      .executeTakeFirst();
  } else {
    // Both daily tables have the same day, dimension and sum columns (the per-key one adds its key),
    // so one typed builder serves both.
    let q =
      source.table === 'daily'
        ? db.withSchema(schema).selectFrom('order_status_daily').where('practice_id', '=', practiceId)
        : (db
            .withSchema(schema)
            .selectFrom('order_status_daily_keys')
            .where('practice_id', '=', practiceId)
            .where('key_kind', '=', source.kind)
            .where('key_id', '=', source.id) as unknown as SelectQueryBuilder<DB, 'order_status_daily', object>);
    if (f.from) q = q.where('order_day', '>=', f.from);
    if (f.to) q = q.where('order_day', '<=', f.to);
    if (nonEmpty(f.status)) q = q.where('status', 'in', f.status);
    if (nonEmpty(f.locationId)) q = q.where('location_id', 'in', f.locationId);
    if (nonEmpty(f.placedBy)) q = q.where('placed_by', 'in', f.placedBy);
    r = await q.select(totalsColumns(sql<number>`sum(orders)`)).executeTakeFirst();
  }
  if (!r) return { ...ZERO_TOTALS };
  return {
    orders: n(r.orders),
    boxes: n(r.boxes),
    units: n(r.units),
    ...orderAmountsOf(r),
  };
}

/** Ordered by the chosen column, ties by order id in the same direction (so one index serves both directions). */
function ordered<O>(q: SelectQueryBuilder<DB, 'order_status_report', O>, sort: OrderStatusSort, dir: 'asc' | 'desc') {
  let s = q.orderBy(SORT_COLUMNS[sort], dir);
  if (sort === 'status') s = s.orderBy('order_date', dir);
  return s.orderBy('order_id', dir);
}

/** Whole rows, sorted (the CSV's keyset pages). */
export function sorted(q: RowsQuery, sort: OrderStatusSort, dir: 'asc' | 'desc') {
  return ordered(q.selectAll(), sort, dir);
}

/**
 * One page of the report in two steps: the page's order ids first, selecting nothing but the
 * key, so the sort's index (practice, key, order_id) answers it without visiting the table
 * however deep the offset; then only those rows, in that order. Reading whole rows for
 * `offset + limit` entries instead costs one random table read per skipped order.
 */
export async function pageOf(
  db: Kysely<DB>,
  schema: string,
  practiceId: string,
  f: OrderStatusFilterValues,
  page: { sort: OrderStatusSort; dir: 'asc' | 'desc'; limit: number; offset: number },
): Promise<Row[]> {
  const ids = await ordered(matchingRows(db, schema, practiceId, f).select('order_id'), page.sort, page.dir).limit(page.limit).offset(page.offset).execute();
  if (ids.length === 0) return [];
  const rows = await db
    .withSchema(schema)
    .selectFrom('order_status_report')
    .selectAll()
    .where('practice_id', '=', practiceId)
    .where('order_id', 'in', ids.map((r) => r.order_id))
    .execute();
  const byId = new Map(rows.map((r) => [r.order_id, r]));
  return ids.flatMap((r) => byId.get(r.order_id) ?? []);
}

/** Keyset continuation after `last` (for exports): (sort key[, order_date], order_id) past the last row. */
export function after(q: RowsQuery, sort: OrderStatusSort, dir: 'asc' | 'desc', last: Row): RowsQuery {
  const column = SORT_COLUMNS[sort];
  const op = sql.raw(dir === 'asc' ? '>' : '<');
  if (sort === 'status') return q.where(sql<boolean>`(status, order_date, order_id) ${op} (${last.status}, ${last.order_date}, ${last.order_id})`);
  return q.where(sql<boolean>`(${sql.ref(column)}, order_id) ${op} (${last[column]}, ${last.order_id})`);
}

export interface ReportNames {
  products: Map<string, { name: string; brandId: string; brandName: string }>;
  brands: Map<string, string>;
  people: Map<string, string>;
}

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
type Item = { eye: 'OD' | 'OS'; productId: string; brandId: string | null; boxes: number };

/** Product, brand and "placed by" names for these rows, from the report's own dimension tables (one query each). */
export async function namesFor(db: Kysely<DB>, schema: string, rows: readonly Row[]): Promise<ReportNames> {
  const productIds = new Set<string>();
  const brandIds = new Set<string>();
  const accounts = new Set<string>();
  for (const r of rows) {
    for (const i of parsed<Item[]>(r.products)) {
      productIds.add(i.productId);
      if (i.brandId) brandIds.add(i.brandId);
    }
    if (r.placed_by !== 'patient') accounts.add(r.placed_by);
  }
  const names: ReportNames = { products: new Map(), brands: new Map(), people: new Map() };
  const s = db.withSchema(schema);
  const [products, people] = await Promise.all([
    productIds.size || brandIds.size
      ? s
          .selectFrom('osr_products')
          .select(['product_id', 'name', 'brand_id', 'brand_name'])
          .where((eb) => eb.or([...(productIds.size ? [eb('product_id', 'in', [...productIds])] : []), ...(brandIds.size ? [eb('brand_id', 'in', [...brandIds])] : [])]))
          .execute()
      : [],
    accounts.size ? s.selectFrom('osr_people').select(['account_number', 'name']).where('account_number', 'in', [...accounts]).execute() : [],
  ]);
  for (const p of products) {
    if (productIds.has(p.product_id)) names.products.set(p.product_id, { name: p.name, brandId: p.brand_id, brandName: p.brand_name });
    names.brands.set(p.brand_id, p.brand_name);
  }
  for (const p of people) names.people.set(p.account_number, p.name);
  return names;
}

/** A row of the reply (domain/reports/api-schemas.ts orderStatusRow). */
export function toReportRow(r: Row, names: ReportNames): OrderStatusRow {
  const status = parseOrderStatus(r.status) ?? 'new';
  const patientOnline = r.placed_by === 'patient';
  return {
    salesOrderID: r.order_id,
    orderDate: r.order_date,
    orderDay: r.order_day,
    status,
    statusLabel: orderStatusLabel(status),
    statusDate: r.status_at,
    patient: { accountNumber: r.patient_account, name: r.patient_name, email: r.patient_email },
    location: { locationId: r.location_id, name: r.location_name },
    placedBy: {
      accountNumber: patientOnline ? null : r.placed_by,
      name: patientOnline ? PLACED_BY_PATIENT_NAME : (names.people.get(r.placed_by) ?? r.placed_by),
      group: r.placed_by_group,
      csrName: r.csr_name,
    },
    products: parsed<Item[]>(r.products).map((i) => ({
      eye: i.eye,
      productId: i.productId,
      name: names.products.get(i.productId)?.name ?? i.productId,
      brandId: i.brandId,
      brand: i.brandId ? (names.brands.get(i.brandId) ?? null) : null,
      boxes: i.boxes,
    })),
    boxes: r.boxes,
    units: r.units,
    subTotalCents: r.sub_total_cents,
    discountCents: r.discount_cents,
    insuranceCents: r.insurance_cents,
    shippingCents: r.shipping_cents,
    taxCents: r.tax_cents,
    totalCents: r.total_cents,
    deliveryMethod: r.delivery_method === 'inOffice' || r.delivery_method === 'pickup' ? r.delivery_method : 'ship',
    trackingNumber: r.tracking_number,
    carrier: r.carrier,
    estimatedDelivery: r.estimated_delivery,
    shippedAt: r.shipped_at,
    deliveredAt: r.delivered_at,
  };
}
