import { sql } from 'kysely';
import type { OrderStatusChanged } from '../domain/ordering/events';
import { asciiLower, patientSearchText, placedByKey, UNKNOWN_PATIENT_NAME } from '../domain/reports/report-figures';
import { localDay } from '../domain/reports/report-days';
import { FALLBACK_TIME_ZONE } from '../domain/reports/time-zones';
import type { OrderStatusReportTable, OsrLocationsTable, OsrPeopleTable, OsrProductsTable } from '../infra/read-models/tables';
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
  PERSON_EVENTS,
  personChangeOf,
  PRODUCT_EVENTS,
  productFactOf,
  sortName,
  statusChangeOf,
  touchedBy,
} from './lib/report-events';
import { addDeltas, selectByIds, updateColumns, upsertRows } from './lib/report-sql';
import { ORDER_AMOUNTS_DDL, orderAmountColumnsOf } from '../infra/read-models/order-amounts';

type Row = OrderStatusReportTable;
type Person = OsrPeopleTable;

/** The columns a status change rewrites. */
const STATUS_COLUMNS = ['status', 'status_at', 'tracking_number', 'carrier', 'estimated_delivery', 'shipped_at', 'delivered_at'] as const;
const SUM_COLUMNS = ['boxes', 'units', 'sub_total_cents', 'discount_cents', 'insurance_cents', 'shipping_cents', 'tax_cents', 'total_cents'] as const;
const DAILY_KEY = ['practice_id', 'order_day', 'location_id', 'status', 'placed_by'] as const;
const DAILY_KEYS_KEY = ['practice_id', 'key_kind', 'key_id', 'order_day', 'location_id', 'status', 'placed_by'] as const;

/** The summed columns of both daily tables: their DDL, their read indexes' INCLUDE list, and the same sums of report rows aliased `r` (derive). */
const DAILY_SUMS = ['orders', ...SUM_COLUMNS] as const;
const DAILY_SUMS_DDL = DAILY_SUMS.map((c) => `${c.padEnd(15)} bigint NOT NULL`).join(',\n      ');
const DAILY_SUMS_LIST = DAILY_SUMS.join(', ');
const DAILY_SUMS_OF_ROWS = ['count(*)', ...SUM_COLUMNS.map((c) => `sum(r.${c})`)].join(', ');

type Sums = Record<(typeof DAILY_SUMS)[number], number>;
type Daily = Record<(typeof DAILY_KEY)[number], string> & Sums;
type DailyByKey = Record<(typeof DAILY_KEYS_KEY)[number], string> & Sums;

/** The kinds of key an order is filed under in order_status_daily_keys, from the row's scoped key columns. */
const KEY_KINDS = [
  ['brand', 'brand_keys'],
  ['manufacturer', 'manufacturer_keys'],
  ['product', 'product_keys'],
] as const;

const zeroSums = () => Object.fromEntries(DAILY_SUMS.map((c) => [c, 0])) as Sums;

function addSums(d: Sums, row: Row, sign: 1 | -1) {
  d.orders += sign;
  for (const c of SUM_COLUMNS) d[c] += sign * row[c];
}

/** The running deltas of both daily tables over one batch. */
interface Deltas {
  daily: Map<string, Daily>;
  byKey: Map<string, DailyByKey>;
}

/**
 * The row's share of the daily totals, signed: once in order_status_daily, and whole (not per
 * line) under each of its brands, manufacturers and products in order_status_daily_keys, so the
 * totals of "orders with brand X" are a sum over X's own entries.
 */
function addTo(deltas: Deltas, row: Row, sign: 1 | -1) {
  const dims = { order_day: row.order_day, location_id: row.location_id, status: row.status, placed_by: row.placed_by };
  const dimsKey = [row.order_day, row.location_id, row.status, row.placed_by].join('\u0000');
  const key = `${row.practice_id}\u0000${dimsKey}`;
  let d = deltas.daily.get(key);
  if (!d) deltas.daily.set(key, (d = { practice_id: row.practice_id, ...dims, ...zeroSums() }));
  addSums(d, row, sign);
  const prefix = `${row.practice_id}|`;
  for (const [kind, column] of KEY_KINDS) {
    for (const scoped of row[column]) {
      const id = scoped.slice(prefix.length); // keys are always '<practice>|<id>' (as derive assumes)
      const k = `${row.practice_id}\u0000${kind}\u0000${id}\u0000${dimsKey}`;
      let e = deltas.byKey.get(k);
      if (!e) deltas.byKey.set(k, (e = { practice_id: row.practice_id, key_kind: kind, key_id: id, ...dims, ...zeroSums() }));
      addSums(e, row, sign);
    }
  }
}

function applyStatus(row: Row, d: OrderStatusChanged['data']) {
  row.status = d.status;
  row.status_at = d.at;
  if (d.trackingNumber !== undefined) row.tracking_number = d.trackingNumber;
  if (d.carrier !== undefined) row.carrier = d.carrier;
  if (d.estimatedDelivery !== undefined) row.estimated_delivery = d.estimatedDelivery;
  if ((d.status === 'shipped' || d.status === 'shipped_error') && !row.shipped_at) row.shipped_at = d.at;
  if (d.status === 'delivered') row.delivered_at = d.at;
}

const searchTextOf = (p: { name: string; email: string | null }, account: string, orderId: string) => `${patientSearchText(p.name, p.email, account)} ${asciiLower(orderId)}`;

/**
 * The order-status report (issue #6, D-177): one row per order with everything a report row shows,
 * denormalised, plus the columns its filters and sorts use, and `order_status_daily` (orders and
 * sums per practice, local day, location, status and placed-by) so the report's totals and counts
 * never scan the rows for the common filters; `order_status_daily_keys` (D-219) holds the same
 * sums again under each brand, manufacturer and product an order contains, for the totals of a
 * one-key filter. Its own dimension tables (osr_*) give the location's
 * time zone and name, products' brands and manufacturers, and people's names as they stand at
 * that point of the log. A batch is folded in memory and written with one statement per table.
 */
export const orderStatusReportProjection: Projection = {
  name: 'order_status_report',
  version: 2,
  eventTypes: [...LOCATION_EVENTS, ...PRODUCT_EVENTS, ...PERSON_EVENTS, ...ORDER_REPORT_EVENTS],
  tables: ['osr_locations', 'osr_products', 'osr_people', 'order_status_report', 'order_status_daily', 'order_status_daily_keys'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.osr_locations (
      location_id text PRIMARY KEY,
      practice_id text NOT NULL,
      name        text NOT NULL,
      time_zone   text NOT NULL,
      updated_at  text NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.osr_products (
      product_id      text PRIMARY KEY,
      name            text NOT NULL,
      brand_id        text NOT NULL,
      brand_name      text NOT NULL,
      manufacturer_id text NOT NULL,
      updated_at      text NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.osr_people (
      account_number text PRIMARY KEY,
      customer_group text NOT NULL,
      practice_id    text,
      name           text NOT NULL,
      sort_name      text NOT NULL,
      email          text,
      updated_at     text NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${s}.order_status_report (
      order_id           text PRIMARY KEY,
      practice_id        text NOT NULL,
      location_id        text NOT NULL,
      location_name      text NOT NULL,
      order_date         text NOT NULL,
      order_day          text NOT NULL,
      status             text NOT NULL,
      status_at          text NOT NULL,
      patient_account    text NOT NULL,
      patient_name       text NOT NULL,
      patient_sort       text NOT NULL,
      patient_email      text,
      placed_by          text NOT NULL,
      placed_by_group    text NOT NULL,
      csr_name           text,
      products           jsonb NOT NULL,
      brand_keys         text[] NOT NULL,
      manufacturer_keys  text[] NOT NULL,
      product_keys       text[] NOT NULL,
      boxes              integer NOT NULL,
      units              integer NOT NULL,
      ${ORDER_AMOUNTS_DDL},
      delivery_method    text NOT NULL,
      tracking_number    text,
      carrier            text,
      estimated_delivery text,
      shipped_at         text,
      delivered_at       text,
      search_text        text NOT NULL
    );
    -- Renaming a patient rewrites their rows (apply), by account.
    CREATE INDEX IF NOT EXISTS osr_patient           ON ${s}.order_status_report (patient_account);
    CREATE TABLE IF NOT EXISTS ${s}.order_status_daily (
      practice_id     text NOT NULL,
      order_day       text NOT NULL,
      location_id     text NOT NULL,
      status          text NOT NULL,
      placed_by       text NOT NULL,
      ${DAILY_SUMS_DDL},
      PRIMARY KEY (practice_id, order_day, location_id, status, placed_by)
    );
    CREATE INDEX IF NOT EXISTS osr_daily_empty ON ${s}.order_status_daily (practice_id) WHERE orders = 0;
    -- The same sums per brand / manufacturer / product (key_kind) an order contains, each order
    -- whole under every key it has: "orders with brand X" is X's entries alone. Two keys of a
    -- filter would count an order with both twice, so those totals come from the rows instead.
    CREATE TABLE IF NOT EXISTS ${s}.order_status_daily_keys (
      practice_id     text NOT NULL,
      key_kind        text NOT NULL,
      key_id          text NOT NULL,
      order_day       text NOT NULL,
      location_id     text NOT NULL,
      status          text NOT NULL,
      placed_by       text NOT NULL,
      ${DAILY_SUMS_DDL},
      PRIMARY KEY (practice_id, key_kind, key_id, order_day, location_id, status, placed_by)
    );
    CREATE INDEX IF NOT EXISTS osdk_empty ON ${s}.order_status_daily_keys (practice_id) WHERE orders = 0;`,

  // Two scripts a rebuild builds at the same time (D-598): the B-trees, and the GIN indexes.
  readIndexes: (s) => [
    /* sql */ `
    -- One index per sort (both directions: key then order_id), each practice-scoped; the
    -- filters by status, location and placed-by have their own; brand, manufacturer and product
    -- filters use GIN over practice-scoped keys ('<practice>|<id>').
    -- The default sort's index also carries every filtered and summed column, so a page and the
    -- totals under any filter but search are index-only scans of the practice's own entries
    -- (brand, manufacturer and product filters included: && is checked on the index's copy).
    DROP INDEX IF EXISTS ${s}.osr_practice_date;
    CREATE INDEX IF NOT EXISTS osr_practice_date_cover ON ${s}.order_status_report (practice_id, order_date, order_id)
      INCLUDE (order_day, status, location_id, placed_by, brand_keys, manufacturer_keys, product_keys,
               boxes, units, sub_total_cents, discount_cents, insurance_cents, shipping_cents, tax_cents, total_cents);
    CREATE INDEX IF NOT EXISTS osr_practice_status_at ON ${s}.order_status_report (practice_id, status_at, order_id);
    CREATE INDEX IF NOT EXISTS osr_practice_status   ON ${s}.order_status_report (practice_id, status, order_date, order_id);
    CREATE INDEX IF NOT EXISTS osr_practice_patient  ON ${s}.order_status_report (practice_id, patient_sort, order_id);
    CREATE INDEX IF NOT EXISTS osr_practice_location_name ON ${s}.order_status_report (practice_id, location_name, order_id);
    CREATE INDEX IF NOT EXISTS osr_practice_total    ON ${s}.order_status_report (practice_id, total_cents, order_id);
    CREATE INDEX IF NOT EXISTS osr_practice_location ON ${s}.order_status_report (practice_id, location_id, order_date, order_id);
    CREATE INDEX IF NOT EXISTS osr_practice_placed_by ON ${s}.order_status_report (practice_id, placed_by, order_date, order_id);
    -- The totals of a practice's date range from the index alone (an index-only scan reads the
    -- practice's entries side by side; the heap has every practice's days interleaved).
    CREATE INDEX IF NOT EXISTS osd_practice_day_cover ON ${s}.order_status_daily (practice_id, order_day)
      INCLUDE (location_id, status, placed_by, ${DAILY_SUMS_LIST});
    -- And one key's days from the index alone (the totals under a brand, manufacturer or product).
    CREATE INDEX IF NOT EXISTS osdk_key_day_cover ON ${s}.order_status_daily_keys (practice_id, key_kind, key_id, order_day)
      INCLUDE (location_id, status, placed_by, ${DAILY_SUMS_LIST});`,
    /* sql */ `
    CREATE INDEX IF NOT EXISTS osr_brand_keys        ON ${s}.order_status_report USING gin (brand_keys);
    CREATE INDEX IF NOT EXISTS osr_manufacturer_keys ON ${s}.order_status_report USING gin (manufacturer_keys);
    CREATE INDEX IF NOT EXISTS osr_product_keys      ON ${s}.order_status_report USING gin (product_keys);
    -- Patient / order id search: trigram GIN where pg_trgm can be had (not on PGlite).
    DO $trgm$
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        EXECUTE 'CREATE INDEX IF NOT EXISTS osr_search_trgm ON ${s}.order_status_report USING gin (search_text gin_trgm_ops)';
      END IF;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm unavailable: order search without a trigram index';
    END
    $trgm$;`,
  ],

  // A rebuild fills both daily tables from the finished rows (see Projection.derive): the same
  // sums as the deltas, which the rebuild-equality tests check byte for byte.
  derive: (s) => /* sql */ `
    INSERT INTO ${s}.order_status_daily
    SELECT r.practice_id, r.order_day, r.location_id, r.status, r.placed_by, ${DAILY_SUMS_OF_ROWS}
      FROM ${s}.order_status_report r
     GROUP BY 1, 2, 3, 4, 5;
    INSERT INTO ${s}.order_status_daily_keys
    SELECT r.practice_id, k.kind, substr(k.scoped, length(r.practice_id) + 2), r.order_day, r.location_id, r.status, r.placed_by, ${DAILY_SUMS_OF_ROWS}
      FROM ${s}.order_status_report r
      CROSS JOIN LATERAL (
        SELECT 'brand' AS kind, unnest(r.brand_keys) AS scoped
        UNION ALL SELECT 'manufacturer', unnest(r.manufacturer_keys)
        UNION ALL SELECT 'product', unnest(r.product_keys)) k
     GROUP BY 1, 2, 3, 4, 5, 6, 7;`,

  async apply({ trx, schema, replaying }, events) {
    // 1. What the batch touches (the patients of its orders are people too).
    const { locationIds, productIds, accounts: named, patients, checkoutIds, statusChanges } = touchedBy(events);
    const accounts = new Set([...named, ...patients]);
    const orderIds = new Set([...checkoutIds, ...statusChanges.map((d) => d.orderId)]);

    // 2. The state they need, one statement per table.
    const locations = new Map((await selectByIds<OsrLocationsTable>(trx, schema, 'osr_locations', 'location_id', [...locationIds])).map((r) => [r.location_id, r]));
    const products = new Map((await selectByIds<OsrProductsTable>(trx, schema, 'osr_products', 'product_id', [...productIds])).map((r) => [r.product_id, r]));
    const people = new Map((await selectByIds<Person>(trx, schema, 'osr_people', 'account_number', [...accounts])).map((r) => [r.account_number, r]));
    const existing = new Map((await selectByIds<Row>(trx, schema, 'order_status_report', 'order_id', [...orderIds])).map((r) => [r.order_id, r]));

    // 3. Fold.
    const dirtyLocations = new Set<string>();
    const dirtyProducts = new Set<string>();
    const dirtyPeople = new Set<string>();
    const renamedLocations = new Set<string>();
    const renamedPatients = new Set<string>();
    const created = new Map<string, Row>();
    const changed = new Set<string>();
    const deltas: Deltas = { daily: new Map(), byKey: new Map() };

    for (const e of events) {
      const at = e.metadata.occurredAt;
      switch (e.type) {
        case 'LocationAdded':
        case 'LocationInfoUpdated': {
          const f = locationFactOf(e);
          if (!f) break;
          const before = locations.get(f.location_id);
          if (before && before.name !== f.name) renamedLocations.add(f.location_id);
          locations.set(f.location_id, f);
          dirtyLocations.add(f.location_id);
          break;
        }
        case 'ProductAdded':
        case 'ProductUpdated': {
          const f = productFactOf(e);
          if (!f) break;
          const { box_price_cents: _cost, ...rest } = f;
          products.set(f.product_id, rest);
          dirtyProducts.add(f.product_id);
          break;
        }
        case 'OrderCheckedOut': {
          const d = checkoutOf(e);
          if (!d || existing.has(d.orderId) || created.has(d.orderId)) break;
          const location = locations.get(d.locationId);
          const patient = people.get(d.customerAccountNumber);
          const lines = Array.isArray(d.lines) ? d.lines : [];
          const brandKeys = new Set<string>();
          const manufacturerKeys = new Set<string>();
          const productKeys = new Set<string>();
          const items = lines.map((l) => {
            const p = products.get(l.productId);
            productKeys.add(`${d.practiceId}|${l.productId}`);
            if (p) {
              brandKeys.add(`${d.practiceId}|${p.brand_id}`);
              manufacturerKeys.add(`${d.practiceId}|${p.manufacturer_id}`);
            }
            return { eye: l.eye, productId: l.productId, brandId: p?.brand_id ?? null, boxes: lineBoxes(l) };
          });
          const s = d.summary ?? ({} as Partial<NonNullable<typeof d.summary>>);
          const orderDate = d.orderDate ?? at;
          const actor = e.metadata.actor;
          const placedBy = placedByKey(actor, d.placedBy);
          const patientView = patient ?? { name: UNKNOWN_PATIENT_NAME, email: null, sort_name: UNKNOWN_PATIENT_NAME.toLowerCase() };
          const row: Row = {
            order_id: d.orderId,
            practice_id: d.practiceId ?? '',
            location_id: d.locationId ?? '',
            location_name: location?.name ?? d.locationId ?? '',
            order_date: orderDate,
            order_day: localDay(orderDate, location?.time_zone ?? FALLBACK_TIME_ZONE),
            status: 'new',
            status_at: orderDate,
            patient_account: d.customerAccountNumber ?? '',
            patient_name: patientView.name,
            patient_sort: patientView.sort_name,
            patient_email: patientView.email,
            placed_by: placedBy,
            placed_by_group: placedBy === 'patient' ? 'Patient' : (actor?.customerGroup ?? 'Unknown'),
            csr_name: e.metadata.impersonator?.name ?? null,
            products: items,
            brand_keys: [...brandKeys].sort(),
            manufacturer_keys: [...manufacturerKeys].sort(),
            product_keys: [...productKeys].sort(),
            boxes: lines.reduce((n, l) => n + lineBoxes(l), 0),
            units: lines.reduce((n, l) => n + lineUnits(l), 0),
            ...orderAmountColumnsOf(s),
            delivery_method: d.delivery?.method ?? 'ship',
            tracking_number: null,
            carrier: null,
            estimated_delivery: null,
            shipped_at: null,
            delivered_at: null,
            search_text: searchTextOf(patientView, d.customerAccountNumber ?? '', d.orderId),
          };
          created.set(row.order_id, row);
          if (!replaying) addTo(deltas, row, 1);
          break;
        }
        case 'OrderStatusChanged': {
          const d = statusChangeOf(e);
          if (!d) break;
          const row = created.get(d.orderId) ?? existing.get(d.orderId);
          if (!row) break;
          if (!replaying) addTo(deltas, row, -1);
          applyStatus(row, d);
          if (!replaying) addTo(deltas, row, 1);
          if (!created.has(d.orderId)) changed.add(d.orderId);
          break;
        }
        default: {
          const c = personChangeOf(e);
          if (!c) break;
          const before = people.get(c.accountNumber);
          if (c.kind === 'created') {
            const name = fullName(c.firstName, c.lastName);
            people.set(c.accountNumber, { account_number: c.accountNumber, customer_group: c.customerGroup, practice_id: c.practiceId, name, sort_name: sortName(c.firstName, c.lastName), email: c.email, updated_at: at });
          } else if (before) {
            const next = { ...before, updated_at: at };
            if (c.kind === 'named') {
              next.name = fullName(c.firstName, c.lastName);
              next.sort_name = sortName(c.firstName, c.lastName);
            } else next.email = c.email;
            if (next.name !== before.name || next.email !== before.email || next.sort_name !== before.sort_name) renamedPatients.add(c.accountNumber);
            people.set(c.accountNumber, next);
          } else break;
          dirtyPeople.add(c.accountNumber);
        }
      }
    }

    // 4. Write: dimensions, new rows, status changes, renames, totals.
    const pick = <T extends object>(ids: Set<string>, from: Map<string, T>) => [...ids].sort().map((id) => from.get(id)!);
    await upsertRows(trx, schema, 'osr_locations', pick(dirtyLocations, locations), ['location_id']);
    await upsertRows(trx, schema, 'osr_products', pick(dirtyProducts, products), ['product_id']);
    await upsertRows(trx, schema, 'osr_people', pick(dirtyPeople, people), ['account_number']);
    await bulkInsert(trx, schema, 'order_status_report', pick(new Set(created.keys()), created), 'order_id');
    await updateColumns(
      trx,
      schema,
      'order_status_report',
      'order_id',
      [...changed].sort().map((id) => {
        const r = existing.get(id)!;
        return Object.fromEntries([['order_id', id], ...STATUS_COLUMNS.map((c) => [c, r[c]])]);
      }),
      STATUS_COLUMNS,
    );
    if (renamedLocations.size > 0) {
      const rows = [...renamedLocations].sort().map((id) => ({ practice: locations.get(id)!.practice_id, location: id, name: locations.get(id)!.name }));
      await sql`UPDATE ${sql.raw(`${schema}.order_status_report`)} AS t SET location_name = v.name
                  FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(practice text, location text, name text)
                 WHERE t.practice_id = v.practice AND t.location_id = v.location`.execute(trx);
    }
    if (renamedPatients.size > 0) {
      // search_text = the patient's part (computed here) + the order id lower-cased by translate(),
      // exactly as searchTextOf does for a new row, so both paths give the same bytes.
      const rows = [...renamedPatients].sort().map((a) => {
        const p = people.get(a)!;
        return { account: a, name: p.name, sort: p.sort_name, email: p.email, part: patientSearchText(p.name, p.email, a) };
      });
      await sql`UPDATE ${sql.raw(`${schema}.order_status_report`)} AS t
                   SET patient_name = v.name, patient_sort = v.sort, patient_email = v.email,
                       search_text = v.part || ' ' || translate(t.order_id, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
                  FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(account text, name text, sort text, email text, part text)
                 WHERE t.patient_account = v.account`.execute(trx);
    }
    if (replaying) return; // the daily tables are derived after the replay
    await addDeltas(trx, schema, 'order_status_daily', [...deltas.daily.values()], DAILY_KEY);
    await addDeltas(trx, schema, 'order_status_daily_keys', [...deltas.byKey.values()], DAILY_KEYS_KEY);
  },
};
