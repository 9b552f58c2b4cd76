import { EVENT_FIELD_RULES } from '../privacy/event-field-rules';
import type { EventType } from '../privacy/event-types';
import type { FieldRule, ValueType } from '../privacy/field-rules';

/**
 * THE description of the analyst export (issue #32, D-722): every table, its columns with their
 * DuckDB types and meaning, and the folder layout. The exporter writes exactly these columns; the
 * analysis engine (DuckDB over the files) and the docs read them from here. Names are stable: a
 * later change adds tables or columns, never renames.
 *
 * Layout of one export (a scope's folder, infra/analytics/export/export-paths.ts):
 *
 *   <scope folder>/
 *     <table>/month=YYYY-MM/<file>.parquet   one folder per table, hive-partitioned by month
 *     _export/                                the exporter's checkpoint and fold state (not a table)
 *
 * Read a table with `read_parquet('<scope folder>/<table>/*\/*.parquet', hive_partitioning = true)`;
 * `month` (VARCHAR 'YYYY-MM') then appears as a column. Every folder whose name starts with `_`
 * is not a table. A table with no rows yet has no folder.
 *
 * Two families:
 * - event tables `ev_<event type in snake case>`: one row per event of that type, in log order,
 *   the common columns first, then the event's kept fields flattened (`summary.totalCents` →
 *   `summary_total_cents`); month = UTC month of occurred_at; append-only (new files per export).
 * - fact tables folded from the log: orders, order_lines, prescriptions, claims, patients,
 *   practices, locations, products, manufacturers; month as each table says; a month's files are
 *   rewritten when a row of that month changes.
 * Every id column (`*_id`, `stream`, `actor_id`, and the pseudonymised event fields) holds a
 * pseudonym (domain/analytics/pseudonym-rules.ts), equal for the same id in every table and export.
 */

export type DuckDbType = 'VARCHAR' | 'BIGINT' | 'INTEGER' | 'SMALLINT' | 'DOUBLE' | 'BOOLEAN' | 'TIMESTAMPTZ' | 'DATE' | 'VARCHAR[]';

export interface ExportColumn {
  name: string;
  type: DuckDbType;
  meaning: string;
}

export interface ExportTable {
  name: string;
  family: 'event' | 'fact';
  meaning: string;
  /** What the month partition is the month of. */
  month: string;
  columns: readonly ExportColumn[];
}

export const EXPORT_STATE_FOLDER = '_export';
export const MONTH_PARTITION = 'month';

const c = (name: string, type: DuckDbType, meaning: string): ExportColumn => ({ name, type, meaning });

// ---- event tables ----------------------------------------------------------------------------

/** The columns every event table starts with. */
export const EVENT_COMMON_COLUMNS: readonly ExportColumn[] = [
  c('position', 'BIGINT', "the event's global position in the log (order of the log)"),
  c('stream', 'VARCHAR', "pseudonym of the stream's id part (a person's account streams: the account's pseudonym)"),
  c('stream_type', 'VARCHAR', 'kind of stream (customer, cart, order, patient-rx, rewards, …)'),
  c('occurred_at', 'TIMESTAMPTZ', 'when the event was recorded'),
  c('actor_role', 'VARCHAR', 'customer group of whoever acted (Patient, Staff, Practice, CSR, Analyst, Operator) or system'),
  c('actor_id', 'VARCHAR', "pseudonym of the acting account ('system' for seeds, imports and workers)"),
  c('impersonated', 'BOOLEAN', 'a CSR acted on behalf of the actor'),
];

const VALUE_DUCKDB_TYPES: Record<ValueType, DuckDbType> = {
  text: 'VARCHAR',
  int: 'BIGINT',
  float: 'DOUBLE',
  bool: 'BOOLEAN',
  timestamp: 'TIMESTAMPTZ',
  date: 'DATE',
  json: 'VARCHAR',
  'text[]': 'VARCHAR[]',
};

/** `summary.totalCents` → `summary_total_cents`; `memberUID` → `member_uid`. */
export function snakeCase(path: string): string {
  return path
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[.\s-]+/g, '_')
    .toLowerCase();
}

export const eventTableName = (type: string) => `ev_${snakeCase(type)}`;

/** An exported field of an event: its path in the event's data, its rule and its column. */
export interface EventFieldColumn extends ExportColumn {
  path: string;
  rule: Exclude<FieldRule, { rule: 'drop' }>;
}

function fieldColumn(path: string, rule: FieldRule): EventFieldColumn | undefined {
  const name = snakeCase(path);
  switch (rule.rule) {
    case 'drop':
      return undefined;
    case 'pseudonymise':
      return { name, type: 'VARCHAR', meaning: `pseudonym (${rule.kind}) of data.${path}`, path, rule };
    case 'year-only':
      return { name: `${name}_year`, type: 'SMALLINT', meaning: `year of data.${path} (the date itself is removed)`, path, rule };
    case 'keep':
      return { name, type: VALUE_DUCKDB_TYPES[rule.as], meaning: `data.${path}${rule.as === 'json' ? ' as JSON text' : ''}`, path, rule };
  }
}

/** The exported fields of an event type, in the list's order. */
export function eventFieldColumns(type: EventType): EventFieldColumn[] {
  return Object.entries(EVENT_FIELD_RULES[type]).flatMap(([path, rule]) => {
    const col = fieldColumn(path, rule);
    return col ? [col] : [];
  });
}

export function eventTable(type: EventType): ExportTable {
  return {
    name: eventTableName(type),
    family: 'event',
    meaning: `one row per ${type} event`,
    month: 'UTC month of occurred_at',
    columns: [...EVENT_COMMON_COLUMNS, ...eventFieldColumns(type)],
  };
}

// ---- fact tables -----------------------------------------------------------------------------

const placeColumns = (what: string) => [
  c('practice_id', 'VARCHAR', `pseudonym of the ${what}'s practice`),
  c('location_id', 'VARCHAR', `pseudonym of the ${what}'s location`),
];

export const ORDERS_TABLE: ExportTable = {
  name: 'orders',
  family: 'fact',
  meaning: 'one row per order placed (checkout), with its latest status and the times it reached each status',
  month: "month of order_day (the order's day on its location's clock, as the sales dashboard counts it)",
  columns: [
    c('order_id', 'VARCHAR', 'pseudonym of the order'),
    c('cart_id', 'VARCHAR', 'pseudonym of the cart it was checked out from'),
    c('patient_id', 'VARCHAR', "pseudonym of the patient's account"),
    ...placeColumns('order'),
    c('prescription_id', 'VARCHAR', 'pseudonym of the prescription ordered against'),
    c('placed_by', 'VARCHAR', 'Patient or Practice'),
    c('created_by_csr', 'BOOLEAN', 'a CSR placed it acting for someone'),
    c('actor_role', 'VARCHAR', 'customer group of whoever checked out'),
    c('ordered_at', 'TIMESTAMPTZ', 'when it was placed (orderDate)'),
    c('order_day', 'DATE', "the day it was placed on its location's clock"),
    c('time_zone', 'VARCHAR', "the location's time zone used for order_day"),
    c('delivery_method', 'VARCHAR', 'ship, inOffice or pickup'),
    c('delivery_mode_id', 'VARCHAR', 'shipping method: standard, second_day, next_day, saturday (null when not shipped)'),
    c('promo_code', 'VARCHAR', 'shipping promotion (DTP, DTP2+) or null'),
    c('ship_city', 'VARCHAR', 'delivery address city (null when not shipped)'),
    c('ship_state', 'VARCHAR', 'delivery address state'),
    c('ship_zip', 'VARCHAR', 'delivery address ZIP'),
    c('payment_type', 'VARCHAR', 'card or pos'),
    c('line_count', 'INTEGER', 'number of lines (one per eye)'),
    c('boxes', 'INTEGER', 'boxes over all lines'),
    c('units', 'INTEGER', 'lenses over all lines (boxes × pack size)'),
    c('supply_days', 'INTEGER', 'days of wear the order gives (the longest line: boxes × lenses per box × days per lens)'),
    c('sub_total_cents', 'BIGINT', 'retail price of the lines, cents'),
    c('discount_cents', 'BIGINT', 'discount, cents'),
    c('insurance_cents', 'BIGINT', 'insurance, cents'),
    c('shipping_cents', 'BIGINT', 'shipping charged, cents'),
    c('tax_cents', 'BIGINT', 'tax, cents'),
    c('total_cents', 'BIGINT', 'total charged, cents'),
    c('cost_cents', 'BIGINT', "the practice's cost of the lines, cents (null when a line has no recorded cost)"),
    c('status', 'VARCHAR', 'latest status: processing, shipped, delivered, delayed_delivery, shipped_error, cancelled'),
    c('counts_as_sale', 'BOOLEAN', 'not cancelled (the sales dashboard counts it)'),
    c('status_at', 'TIMESTAMPTZ', 'when the latest status was reached (ordered_at when none since)'),
    c('shipped_at', 'TIMESTAMPTZ', 'first time it was shipped, or null'),
    c('delivered_at', 'TIMESTAMPTZ', 'first time it was delivered, or null'),
    c('cancelled_at', 'TIMESTAMPTZ', 'when it was cancelled, or null'),
    c('carrier', 'VARCHAR', 'carrier of the latest shipment, or null'),
  ],
};

export const ORDER_LINES_TABLE: ExportTable = {
  name: 'order_lines',
  family: 'fact',
  meaning: 'one row per line (eye) of an order placed; lines never change after checkout',
  month: "the order's month (orders.month)",
  columns: [
    c('order_id', 'VARCHAR', 'pseudonym of the order'),
    c('line_no', 'INTEGER', 'position of the line in the order, from 1'),
    c('patient_id', 'VARCHAR', "pseudonym of the patient's account"),
    ...placeColumns('order'),
    c('prescription_id', 'VARCHAR', 'pseudonym of the prescription'),
    c('ordered_at', 'TIMESTAMPTZ', 'when the order was placed'),
    c('order_day', 'DATE', "the order's day on its location's clock"),
    c('eye', 'VARCHAR', 'OD (right) or OS (left)'),
    c('product_id', 'VARCHAR', 'catalog product id (not personal; joins products)'),
    c('variant_id', 'VARCHAR', 'catalog variant id'),
    c('brand_id', 'VARCHAR', "product's brand id when ordered"),
    c('brand_name', 'VARCHAR', "product's brand name when ordered"),
    c('manufacturer_id', 'VARCHAR', "product's manufacturer id"),
    c('modality', 'VARCHAR', 'daily, two-week or monthly'),
    c('lens_type', 'VARCHAR', 'spherical, toric, multifocal or color'),
    c('dimensions', 'VARCHAR', 'the lens parameters (power, curve…) as JSON text'),
    c('boxes', 'INTEGER', 'boxes of this lens'),
    c('pack_size', 'INTEGER', 'lenses per box'),
    c('units', 'INTEGER', 'lenses (boxes × pack size)'),
    c('supply_days', 'INTEGER', 'days of wear the boxes give for this eye'),
    c('days_per_box', 'DOUBLE', 'supply_days / boxes (the wear schedule of one box)'),
    c('price_tier', 'VARCHAR', 'single, semiAnnual or annual (null on early orders)'),
    c('unit_price_cents', 'BIGINT', 'retail price per box, cents'),
    c('unit_cost_cents', 'BIGINT', "practice's cost per box, cents (null on early orders)"),
    c('retail_cents', 'BIGINT', 'unit_price_cents × boxes'),
    c('cost_cents', 'BIGINT', 'unit_cost_cents × boxes (null when no cost)'),
  ],
};

export const PRESCRIPTIONS_TABLE: ExportTable = {
  name: 'prescriptions',
  family: 'fact',
  meaning: 'one row per prescription, as it stands after the last exported event',
  month: 'UTC month of created_at',
  columns: [
    c('prescription_id', 'VARCHAR', 'pseudonym of the prescription'),
    c('patient_id', 'VARCHAR', "pseudonym of the patient's account"),
    ...placeColumns('prescription'),
    c('created_at', 'TIMESTAMPTZ', 'when it was created'),
    c('updated_at', 'TIMESTAMPTZ', 'when it last changed'),
    c('created_in_pms', 'BOOLEAN', 'created by a practice-management-system import'),
    c('expiration_date', 'DATE', 'expiry date'),
    c('date_of_service', 'DATE', 'date of the eye exam, when recorded'),
    c('same_for_both_eyes', 'BOOLEAN', 'one lens for both eyes'),
    c('state', 'VARCHAR', 'active or deleted'),
    c('right_product_id', 'VARCHAR', 'right eye (OD) product'),
    c('right_pack_size', 'INTEGER', 'right eye lenses per box'),
    c('right_box_quantity', 'INTEGER', 'right eye boxes prescribed'),
    c('left_product_id', 'VARCHAR', 'left eye (OS) product'),
    c('left_pack_size', 'INTEGER', 'left eye lenses per box'),
    c('left_box_quantity', 'INTEGER', 'left eye boxes prescribed'),
  ],
};

export const CLAIMS_TABLE: ExportTable = {
  name: 'claims',
  family: 'fact',
  meaning: 'one row per rewards or rebate claim submitted, with its latest outcome',
  month: 'UTC month of submitted_at',
  columns: [
    c('claim_id', 'VARCHAR', 'pseudonym of the claim'),
    c('patient_id', 'VARCHAR', "pseudonym of the patient's account"),
    c('order_id', 'VARCHAR', 'pseudonym of the order claimed for'),
    c('prescription_id', 'VARCHAR', 'pseudonym of the prescription'),
    c('practice_id', 'VARCHAR', 'pseudonym of the practice'),
    c('manufacturer_id', 'VARCHAR', 'manufacturer whose programme it is'),
    c('programme', 'VARCHAR', 'rewards or rebates'),
    c('amount_cents', 'BIGINT', 'amount claimed, cents'),
    c('service_date', 'TIMESTAMPTZ', 'service date claimed'),
    c('deadline', 'TIMESTAMPTZ', 'last day to claim'),
    c('submitted_at', 'TIMESTAMPTZ', 'when it was submitted'),
    c('outcome', 'VARCHAR', 'submitted (no answer yet), approved, denied, pending or failed'),
    c('outcome_at', 'TIMESTAMPTZ', 'when the latest outcome came, or null'),
    c('points', 'BIGINT', 'points awarded when approved'),
    c('approved_cents', 'BIGINT', 'amount approved, cents'),
    c('denial_reason', 'VARCHAR', 'DUPLICATE or NOT_ELIGIBLE when denied'),
    c('error_code', 'BIGINT', "the programme's error code when failed"),
  ],
};

export const CLAIM_WINDOWS_TABLE: ExportTable = {
  name: 'claim_windows',
  family: 'fact',
  meaning: "one row per order and manufacturer whose claim window opened (the order was eligible), whether claimed or not",
  month: 'UTC month of opens_at',
  columns: [
    c('order_id', 'VARCHAR', 'pseudonym of the order'),
    c('manufacturer_id', 'VARCHAR', 'manufacturer whose programme it is'),
    c('programme', 'VARCHAR', "the manufacturer's programme (rewards or rebates) when the window opened"),
    c('patient_id', 'VARCHAR', "pseudonym of the patient's account"),
    c('practice_id', 'VARCHAR', "pseudonym of the order's practice"),
    c('amount_cents', 'BIGINT', 'amount the patient could claim, cents'),
    c('opens_at', 'TIMESTAMPTZ', 'when the window opened'),
    c('deadline', 'TIMESTAMPTZ', 'when it closes'),
    c('claimed', 'BOOLEAN', 'a claim was submitted for this order and manufacturer'),
  ],
};

export const PATIENTS_TABLE: ExportTable = {
  name: 'patients',
  family: 'fact',
  meaning: 'one row per patient account (no name, e-mail, phone, street or birth date)',
  month: 'UTC month of registered_at',
  columns: [
    c('patient_id', 'VARCHAR', "pseudonym of the patient's account"),
    ...placeColumns('patient'),
    c('registered_at', 'TIMESTAMPTZ', 'when the account was created'),
    c('registered_on', 'DATE', 'the UTC day it was created'),
    c('birth_year', 'SMALLINT', 'year of birth (the date itself is removed)'),
    c('city', 'VARCHAR', "city of the patient's first address"),
    c('state', 'VARCHAR', 'state of that address'),
    c('zip', 'VARCHAR', 'ZIP of that address'),
    c('imported', 'BOOLEAN', 'created by a practice-management-system import'),
    c('deactivated', 'BOOLEAN', 'the practice deactivated (deleted) the patient'),
  ],
};

export const PRACTICES_TABLE: ExportTable = {
  name: 'practices',
  family: 'fact',
  meaning: 'one row per practice (no name or phone)',
  month: 'UTC month of registered_at',
  columns: [
    c('practice_id', 'VARCHAR', 'pseudonym of the practice'),
    c('registered_at', 'TIMESTAMPTZ', 'when it was registered'),
    c('blocked', 'BOOLEAN', 'blocked by support'),
    c('credit_hold', 'BOOLEAN', 'on credit hold'),
    c('prescription_expiry_years', 'INTEGER', 'default prescription expiry (1 or 2), null when never set'),
    c('location_count', 'INTEGER', 'locations added'),
  ],
};

export const LOCATIONS_TABLE: ExportTable = {
  name: 'locations',
  family: 'fact',
  meaning: 'one row per practice location (no name, street or phone)',
  month: 'UTC month of added_at',
  columns: [
    c('location_id', 'VARCHAR', 'pseudonym of the location'),
    c('practice_id', 'VARCHAR', 'pseudonym of its practice'),
    c('added_at', 'TIMESTAMPTZ', 'when it was added'),
    c('city', 'VARCHAR', 'city'),
    c('state', 'VARCHAR', 'state'),
    c('zip', 'VARCHAR', 'ZIP'),
    c('time_zone', 'VARCHAR', 'time zone of its state (the reports use it)'),
    c('active', 'BOOLEAN', 'not deactivated'),
  ],
};

export const PRODUCTS_TABLE: ExportTable = {
  name: 'products',
  family: 'fact',
  meaning: 'one row per catalog product, as it stands (catalog data, not personal)',
  month: 'UTC month of added_at',
  columns: [
    c('product_id', 'VARCHAR', 'catalog product id'),
    c('name', 'VARCHAR', 'product name'),
    c('brand_id', 'VARCHAR', 'brand id'),
    c('brand_name', 'VARCHAR', 'brand name'),
    c('manufacturer_id', 'VARCHAR', 'manufacturer id'),
    c('modality', 'VARCHAR', 'daily, two-week or monthly'),
    c('lens_type', 'VARCHAR', 'spherical, toric, multifocal or color'),
    c('pack_size', 'INTEGER', 'lenses per box'),
    c('supply_amount', 'DOUBLE', 'supply one lens gives, in supply_unit'),
    c('supply_unit', 'VARCHAR', 'unit of supply_amount'),
    c('box_price_cents', 'BIGINT', "catalog box price (the practice's cost), cents"),
    c('available', 'BOOLEAN', 'orderable'),
    c('added_at', 'TIMESTAMPTZ', 'when it was added to the catalog'),
  ],
};

export const MANUFACTURERS_TABLE: ExportTable = {
  name: 'manufacturers',
  family: 'fact',
  meaning: 'one row per manufacturer and its loyalty programme',
  month: 'UTC month of registered_at',
  columns: [
    c('manufacturer_id', 'VARCHAR', 'manufacturer id'),
    c('name', 'VARCHAR', 'display name'),
    c('programme', 'VARCHAR', 'rewards or rebates'),
    c('programme_name', 'VARCHAR', "the programme's display name"),
    c('registered_at', 'TIMESTAMPTZ', 'when it was registered'),
  ],
};

export const FACT_TABLES: readonly ExportTable[] = [
  ORDERS_TABLE,
  ORDER_LINES_TABLE,
  PRESCRIPTIONS_TABLE,
  CLAIMS_TABLE,
  CLAIM_WINDOWS_TABLE,
  PATIENTS_TABLE,
  PRACTICES_TABLE,
  LOCATIONS_TABLE,
  PRODUCTS_TABLE,
  MANUFACTURERS_TABLE,
];

export type FactTableName = 'orders' | 'order_lines' | 'prescriptions' | 'claims' | 'claim_windows' | 'patients' | 'practices' | 'locations' | 'products' | 'manufacturers';

/** Every table of an export: the fact tables, then one per classified event type. */
export function exportTables(): ExportTable[] {
  return [...FACT_TABLES, ...(Object.keys(EVENT_FIELD_RULES) as EventType[]).map(eventTable)];
}

export function exportTable(name: string): ExportTable | undefined {
  return exportTables().find((t) => t.name === name);
}
