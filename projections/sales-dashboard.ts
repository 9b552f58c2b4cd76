import { countsAsSale, placedByKey } from '../domain/reports/report-figures';
import { localDay } from '../domain/reports/report-days';
import { FALLBACK_TIME_ZONE } from '../domain/reports/time-zones';
import type { ManufacturerDefinition } from '../domain/catalog/events';
import type { StoredEvent } from '../infra/event-store/port';
import type { SalesLocationsTable, SalesManufacturersTable, SalesOrdersTable, SalesPeopleTable, SalesProductsTable } from '../infra/read-models/tables';
import { bulkInsert } from './lib/bulk-insert';
import type { Projection } from './lib/projection';
import {
  checkoutOf,
  fullName,
  lineBoxes,
  lineUnits,
  LOCATION_EVENTS,
  locationFactOf,
  ORDER_REPORT_EVENTS,
  personChangeOf,
  PRODUCT_EVENTS,
  productFactOf,
  statusChangeOf,
  touchedBy,
  UNKNOWN_ID,
} from './lib/report-events';
import { addDeltas, parsedJson, selectByIds, updateColumns, upsertRows } from './lib/report-sql';
import { ORDER_AMOUNTS_DDL, orderAmountColumnsOf } from '../infra/read-models/order-amounts';

type Order = SalesOrdersTable;
interface LineShare {
  brandId: string;
  manufacturerId: string;
  boxes: number;
  units: number;
  salesCents: number;
  costCents: number;
}

const ORDER_SUMS = ['boxes', 'units', 'sub_total_cents', 'discount_cents', 'insurance_cents', 'shipping_cents', 'tax_cents', 'total_cents', 'cost_cents'] as const;
const DAILY_KEY = ['practice_id', 'day', 'location_id', 'placed_by'] as const;
const BRAND_KEY = ['practice_id', 'day', 'location_id', 'brand_id'] as const;
const MANUFACTURER_KEY = ['practice_id', 'day', 'location_id', 'manufacturer_id'] as const;
const LINE_SUMS = ['orders', 'boxes', 'units', 'sales_cents', 'cost_cents'] as const;

type LineSumsKey = typeof BRAND_KEY | typeof MANUFACTURER_KEY;

/** sales_daily_brands / sales_daily_manufacturers: the LINE_SUMS per day, location and brand or manufacturer. */
function lineSumsDdl(s: string, table: string, key: LineSumsKey): string {
  return /* sql */ `CREATE TABLE IF NOT EXISTS ${s}.${table} (
      ${key.map((c) => `${c} text NOT NULL`).join(',\n      ')},
      ${LINE_SUMS.map((c) => `${c} bigint NOT NULL`).join(',\n      ')},
      PRIMARY KEY (${key.join(', ')})
    );
    CREATE INDEX IF NOT EXISTS ${table}_empty ON ${s}.${table} (practice_id) WHERE orders = 0;`;
}

/** The dashboard's index-only scan of a line-sums table: a practice's date range, side by side. */
function lineSumsCoverDdl(s: string, table: string, key: LineSumsKey): string {
  return /* sql */ `CREATE INDEX IF NOT EXISTS ${table}_cover ON ${s}.${table} (practice_id, day)
      INCLUDE (${[...key.slice(2), ...LINE_SUMS].join(', ')});`;
}

type Delta = Record<string, string | number>;

class Deltas {
  readonly rows = new Map<string, Delta>();
  constructor(private readonly key: readonly string[], private readonly sums: readonly string[]) {}
  add(keyValues: Record<string, string>, values: Record<string, number>, sign: 1 | -1) {
    const k = this.key.map((c) => keyValues[c]).join('\u0000');
    let d = this.rows.get(k);
    if (!d) {
      d = Object.fromEntries([...this.key.map((c) => [c, keyValues[c]!]), ...this.sums.map((c) => [c, 0])]) as Delta;
      this.rows.set(k, d);
    }
    const row = d;
    for (const c of this.sums) row[c] = (row[c] as number) + sign * (values[c] ?? 0);
  }
  list() {
    return [...this.rows.values()];
  }
}

/** Lines grouped by one of their ids: each group is one "order with such a line". */
function groupLines(lines: readonly LineShare[], by: 'brandId' | 'manufacturerId') {
  const groups = new Map<string, Record<string, number>>();
  for (const l of lines) {
    const g = groups.get(l[by]) ?? { orders: 1, boxes: 0, units: 0, sales_cents: 0, cost_cents: 0 };
    g.boxes! += l.boxes;
    g.units! += l.units;
    g.sales_cents! += l.salesCents;
    g.cost_cents! += l.costCents;
    groups.set(l[by], g);
  }
  return groups;
}

/**
 * The sales dashboard (issue #6, D-178): daily aggregates in the location's local day — per
 * (practice, day, location, placed by) in `sales_daily`, per brand and per manufacturer in
 * `sales_daily_brands` / `sales_daily_manufacturers` — folded per batch and added with one upsert
 * per table. Weeks and months are grouped from days when read. Cancelled orders are not sales: each
 * order's contribution is kept in `sales_orders`, so a cancellation takes exactly it back (and an
 * order leaving cancelled, which the fulfilment rules never do, would add it again). Its own
 * dimension tables give the time zone, the brand, manufacturer and cost of a product, and names.
 */
export const salesDashboardProjection: Projection = {
  name: 'sales_dashboard',
  version: 1,
  eventTypes: [...LOCATION_EVENTS, ...PRODUCT_EVENTS, 'ManufacturerRegistered', 'ManufacturerUpdated', 'CustomerRegistered', 'CustomerProfileUpdated', ...ORDER_REPORT_EVENTS],
  tables: ['sales_locations', 'sales_products', 'sales_manufacturers', 'sales_people', 'sales_orders', 'sales_daily', 'sales_daily_brands', 'sales_daily_manufacturers'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.sales_locations (
      location_id text PRIMARY KEY,
      practice_id text NOT NULL,
      name        text NOT NULL,
      time_zone   text NOT NULL,
      updated_at  text NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.sales_products (
      product_id      text PRIMARY KEY,
      name            text NOT NULL,
      brand_id        text NOT NULL,
      brand_name      text NOT NULL,
      manufacturer_id text NOT NULL,
      box_price_cents integer NOT NULL,
      updated_at      text NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.sales_manufacturers (
      manufacturer_id text PRIMARY KEY,
      name            text NOT NULL,
      updated_at      text NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.sales_people (
      account_number text PRIMARY KEY,
      customer_group text NOT NULL,
      name           text NOT NULL,
      updated_at     text NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.sales_orders (
      order_id        text PRIMARY KEY,
      practice_id     text NOT NULL,
      location_id     text NOT NULL,
      day             text NOT NULL,
      placed_by       text NOT NULL,
      counted         boolean NOT NULL,
      boxes           integer NOT NULL,
      units           integer NOT NULL,
      ${ORDER_AMOUNTS_DDL},
      cost_cents      integer NOT NULL,
      lines           jsonb NOT NULL
    );
    -- Orders taken out (cancelled): a status change of any other order needs no lookup.
    CREATE INDEX IF NOT EXISTS sales_orders_not_counted ON ${s}.sales_orders (order_id) WHERE NOT counted;
    CREATE TABLE IF NOT EXISTS ${s}.sales_daily (
      practice_id     text NOT NULL,
      day             text NOT NULL,
      location_id     text NOT NULL,
      placed_by       text NOT NULL,
      orders          bigint NOT NULL,
      boxes           bigint NOT NULL,
      units           bigint NOT NULL,
      sub_total_cents bigint NOT NULL,
      discount_cents  bigint NOT NULL,
      insurance_cents bigint NOT NULL,
      shipping_cents  bigint NOT NULL,
      tax_cents       bigint NOT NULL,
      total_cents     bigint NOT NULL,
      cost_cents      bigint NOT NULL,
      PRIMARY KEY (practice_id, day, location_id, placed_by)
    );
    CREATE INDEX IF NOT EXISTS sales_daily_empty ON ${s}.sales_daily (practice_id) WHERE orders = 0;
    ${lineSumsDdl(s, 'sales_daily_brands', BRAND_KEY)}
    ${lineSumsDdl(s, 'sales_daily_manufacturers', MANUFACTURER_KEY)}`,

  readIndexes: (s) => /* sql */ `
    -- The dashboard's scans, index-only: a practice's date range lies side by side in these
    -- indexes, while the heap interleaves every practice's days (rows are written in log order).
    CREATE INDEX IF NOT EXISTS sales_daily_cover ON ${s}.sales_daily (practice_id, day)
      INCLUDE (location_id, placed_by, orders, boxes, units, sub_total_cents, discount_cents, insurance_cents, shipping_cents, tax_cents, total_cents, cost_cents);
    ${lineSumsCoverDdl(s, 'sales_daily_brands', BRAND_KEY)}
    ${lineSumsCoverDdl(s, 'sales_daily_manufacturers', MANUFACTURER_KEY)}`,

  async apply({ trx, schema }, events) {
    // 1. What the batch touches.
    const { locationIds, productIds, manufacturerIds, accounts, checkoutIds, statusChanges } = touchedBy(events);
    const cancelIds = new Set<string>();
    const otherStatusIds = new Set<string>();
    for (const d of statusChanges) (countsAsSale(d.status) ? otherStatusIds : cancelIds).add(d.orderId);

    // 2. The state they need. Of the orders whose status changes, only cancellations and orders
    // already taken out (a tiny partial index) can change a sum; the rest are not read at all.
    const locations = new Map((await selectByIds<SalesLocationsTable>(trx, schema, 'sales_locations', 'location_id', [...locationIds])).map((r) => [r.location_id, r]));
    const products = new Map((await selectByIds<SalesProductsTable>(trx, schema, 'sales_products', 'product_id', [...productIds])).map((r) => [r.product_id, r]));
    const manufacturers = new Map((await selectByIds<SalesManufacturersTable>(trx, schema, 'sales_manufacturers', 'manufacturer_id', [...manufacturerIds])).map((r) => [r.manufacturer_id, r]));
    const people = new Map((await selectByIds<SalesPeopleTable>(trx, schema, 'sales_people', 'account_number', [...accounts])).map((r) => [r.account_number, r]));
    const known = new Map<string, Order>();
    for (const r of await selectByIds<Order>(trx, schema, 'sales_orders', 'order_id', [...new Set([...checkoutIds, ...cancelIds])])) known.set(r.order_id, r);
    const maybeBack = [...otherStatusIds].filter((id) => !known.has(id) && !checkoutIds.has(id));
    for (const r of await selectByIds<Order>(trx, schema, 'sales_orders', 'order_id', maybeBack, 'AND NOT counted')) known.set(r.order_id, r);

    // 3. Fold.
    const dirty = { locations: new Set<string>(), products: new Set<string>(), manufacturers: new Set<string>(), people: new Set<string>() };
    const created = new Map<string, Order>();
    const recounted = new Set<string>();
    const daily = new Deltas(DAILY_KEY, ['orders', ...ORDER_SUMS]);
    const brands = new Deltas(BRAND_KEY, LINE_SUMS);
    const makers = new Deltas(MANUFACTURER_KEY, LINE_SUMS);

    const count = (o: Order, sign: 1 | -1) => {
      const key = { practice_id: o.practice_id, day: o.day, location_id: o.location_id, placed_by: o.placed_by };
      daily.add(key, { orders: 1, ...Object.fromEntries(ORDER_SUMS.map((c) => [c, o[c]])) }, sign);
      const lines = parsedJson<LineShare[]>(o.lines);
      for (const [brand_id, g] of groupLines(lines, 'brandId')) brands.add({ ...key, brand_id }, g, sign);
      for (const [manufacturer_id, g] of groupLines(lines, 'manufacturerId')) makers.add({ ...key, manufacturer_id }, g, sign);
    };

    for (const e of events) {
      const at = e.metadata.occurredAt;
      switch (e.type) {
        case 'LocationAdded':
        case 'LocationInfoUpdated': {
          const f = locationFactOf(e);
          if (!f) break;
          locations.set(f.location_id, f);
          dirty.locations.add(f.location_id);
          break;
        }
        case 'ProductAdded':
        case 'ProductUpdated': {
          const f = productFactOf(e);
          if (!f) break;
          products.set(f.product_id, f);
          dirty.products.add(f.product_id);
          break;
        }
        case 'ManufacturerRegistered':
        case 'ManufacturerUpdated': {
          const d = (e as StoredEvent<string, ManufacturerDefinition>).data;
          if (!d?.manufacturerId) break;
          manufacturers.set(d.manufacturerId, { manufacturer_id: d.manufacturerId, name: d.displayName ?? d.uniqueName ?? d.manufacturerId, updated_at: at });
          dirty.manufacturers.add(d.manufacturerId);
          break;
        }
        case 'OrderCheckedOut': {
          const d = checkoutOf(e);
          if (!d || known.has(d.orderId) || created.has(d.orderId)) break;
          const location = locations.get(d.locationId);
          const lines: LineShare[] = (Array.isArray(d.lines) ? d.lines : []).map((l) => {
            const p = products.get(l.productId);
            const boxes = lineBoxes(l);
            const unitCost = typeof l.unitCostCents === 'number' ? l.unitCostCents : (p?.box_price_cents ?? 0);
            return { brandId: p?.brand_id ?? UNKNOWN_ID, manufacturerId: p?.manufacturer_id ?? UNKNOWN_ID, boxes, units: lineUnits(l), salesCents: (l.unitPriceCents ?? 0) * boxes, costCents: unitCost * boxes };
          });
          const s = d.summary ?? ({} as Partial<NonNullable<typeof d.summary>>);
          const orderDate = d.orderDate ?? at;
          const order: Order = {
            order_id: d.orderId,
            practice_id: d.practiceId ?? '',
            location_id: d.locationId ?? '',
            day: localDay(orderDate, location?.time_zone ?? FALLBACK_TIME_ZONE),
            placed_by: placedByKey(e.metadata.actor, d.placedBy),
            counted: true,
            boxes: lines.reduce((n, l) => n + l.boxes, 0),
            units: lines.reduce((n, l) => n + l.units, 0),
            ...orderAmountColumnsOf(s),
            cost_cents: lines.reduce((n, l) => n + l.costCents, 0),
            lines,
          };
          created.set(order.order_id, order);
          count(order, 1);
          break;
        }
        case 'OrderStatusChanged': {
          const d = statusChangeOf(e);
          if (!d) break;
          const order = created.get(d.orderId) ?? known.get(d.orderId);
          const counted = countsAsSale(d.status);
          if (!order || order.counted === counted) break;
          count(order, counted ? 1 : -1);
          order.counted = counted;
          if (!created.has(d.orderId)) recounted.add(d.orderId);
          break;
        }
        default: {
          const c = personChangeOf(e);
          if (!c) break;
          if (c.kind === 'created') {
            // Patients are "placed by: patient" as a group; only staff and administrators are named.
            if (c.customerGroup === 'Patient') break;
            people.set(c.accountNumber, { account_number: c.accountNumber, customer_group: c.customerGroup, name: fullName(c.firstName, c.lastName), updated_at: at });
          } else if (c.kind === 'named') {
            const before = people.get(c.accountNumber);
            if (!before) break;
            people.set(c.accountNumber, { ...before, name: fullName(c.firstName, c.lastName), updated_at: at });
          } else break;
          dirty.people.add(c.accountNumber);
        }
      }
    }

    // 4. Write: dimensions, new orders, counted flags, then the sums (one upsert per table).
    const pick = <T extends object>(ids: Set<string>, from: Map<string, T>) => [...ids].sort().map((id) => from.get(id)!);
    await upsertRows(trx, schema, 'sales_locations', pick(dirty.locations, locations), ['location_id']);
    await upsertRows(trx, schema, 'sales_products', pick(dirty.products, products), ['product_id']);
    await upsertRows(trx, schema, 'sales_manufacturers', pick(dirty.manufacturers, manufacturers), ['manufacturer_id']);
    await upsertRows(trx, schema, 'sales_people', pick(dirty.people, people), ['account_number']);
    await bulkInsert(trx, schema, 'sales_orders', pick(new Set(created.keys()), created), 'order_id');
    await updateColumns(trx, schema, 'sales_orders', 'order_id', [...recounted].sort().map((id) => ({ order_id: id, counted: known.get(id)!.counted })), ['counted']);
    await addDeltas(trx, schema, 'sales_daily', daily.list(), DAILY_KEY);
    await addDeltas(trx, schema, 'sales_daily_brands', brands.list(), BRAND_KEY);
    await addDeltas(trx, schema, 'sales_daily_manufacturers', makers.list(), MANUFACTURER_KEY);
  },
};
