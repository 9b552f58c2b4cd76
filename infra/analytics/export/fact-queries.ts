import { FACT_TABLES, type FactTableName } from '../../../domain/analytics/export-tables';
import { quoteIdent } from './duckdb-append';

/**
 * The fact tables as queries over the export's change tables (D-724): the latest value of each
 * field by log position. Each query yields the table's columns (export-tables.ts order), `month`
 * and `_run` (the last export run that changed the row: a month with a row of this run is rewritten). The small dimensions are tables of their own (`dim_*`), loaded from the fold state.
 */
const FOLDED: Record<Exclude<FactTableName, 'order_lines'>, string> = {
  orders: /* sql */ `
    SELECT c.*, coalesce(s.status, 'processing') AS status, coalesce(s.status, 'processing') <> 'cancelled' AS counts_as_sale,
           coalesce(s.status_at, c.ordered_at) AS status_at, s.shipped_at, s.delivered_at, s.cancelled_at, s.carrier,
           greatest(c.run, coalesce(s.run, 0)) AS _run
    FROM order_checkouts c LEFT JOIN (
      SELECT order_id, arg_max(status, pos) AS status, arg_max("at", pos) AS status_at,
             min("at") FILTER (WHERE status = 'shipped') AS shipped_at, min("at") FILTER (WHERE status = 'delivered') AS delivered_at,
             CASE WHEN arg_max(status, pos) = 'cancelled' THEN arg_max("at", pos) END AS cancelled_at,
             arg_max(carrier, pos) FILTER (WHERE carrier IS NOT NULL) AS carrier, max(run) AS run
      FROM order_statuses GROUP BY order_id) s USING (order_id)`,
  prescriptions: /* sql */ `
    SELECT prescription_id,
           arg_max(patient_id, pos) FILTER (WHERE patient_id IS NOT NULL) AS patient_id,
           arg_max(practice_id, pos) FILTER (WHERE change IN ('created', 'updated')) AS practice_id,
           arg_max(location_id, pos) FILTER (WHERE change IN ('created', 'updated')) AS location_id,
           min("at") FILTER (WHERE change = 'created') AS created_at, max("at") AS updated_at,
           bool_or(created_in_pms) FILTER (WHERE change = 'created') AS created_in_pms,
           arg_max(expiration_date, pos) FILTER (WHERE change IN ('created', 'updated', 'expiry')) AS expiration_date,
           arg_max(date_of_service, pos) FILTER (WHERE change IN ('created', 'updated')) AS date_of_service,
           arg_max(same_for_both_eyes, pos) FILTER (WHERE change IN ('created', 'updated')) AS same_for_both_eyes,
           coalesce(arg_max(state, pos) FILTER (WHERE change = 'state'), 'active') AS state,
           ${['right', 'left']
             .flatMap((eye) => ['product_id', 'pack_size', 'box_quantity'].map((f) => `arg_max(${eye}_${f}, pos) FILTER (WHERE change IN ('created', 'updated')) AS ${eye}_${f}`))
             .join(',\n           ')},
           arg_min(month, pos) FILTER (WHERE change = 'created') AS month, max(run) AS _run
    FROM rx_changes GROUP BY prescription_id HAVING count(*) FILTER (WHERE change = 'created') > 0`,
  claims: /* sql */ `
    SELECT claim_id,
           ${['patient_id', 'order_id', 'prescription_id', 'practice_id', 'manufacturer_id', 'programme', 'amount_cents', 'service_date', 'deadline']
             .map((f) => `arg_min(${f}, pos) FILTER (WHERE change = 'submitted') AS ${f}`)
             .join(',\n           ')},
           min("at") FILTER (WHERE change = 'submitted') AS submitted_at,
           coalesce(arg_max(change, pos) FILTER (WHERE change <> 'submitted'), 'submitted') AS outcome,
           arg_max("at", pos) FILTER (WHERE change <> 'submitted') AS outcome_at,
           arg_max(points, pos) FILTER (WHERE change = 'approved') AS points,
           arg_max(approved_cents, pos) FILTER (WHERE change = 'approved') AS approved_cents,
           arg_max(denial_reason, pos) FILTER (WHERE change = 'denied') AS denial_reason,
           arg_max(error_code, pos) FILTER (WHERE change = 'failed') AS error_code,
           arg_min(month, pos) FILTER (WHERE change = 'submitted') AS month, max(run) AS _run
    FROM claim_changes GROUP BY claim_id HAVING count(*) FILTER (WHERE change = 'submitted') > 0`,
  claim_windows: /* sql */ `
    SELECT w.order_id, w.manufacturer_id, w.programme, w.patient_id, o.practice_id, w.amount_cents, w.opens_at, w.deadline,
           c.run IS NOT NULL AS claimed, w.month, greatest(w.run, coalesce(c.run, 0), coalesce(o.run, 0)) AS _run
    FROM (SELECT order_id, manufacturer_id, arg_min(programme, pos) AS programme, arg_min(patient_id, pos) AS patient_id,
                 arg_min(amount_cents, pos) AS amount_cents, min(opens_at) AS opens_at, arg_min(deadline, pos) AS deadline,
                 arg_min(month, pos) AS month, max(run) AS run
          FROM claim_window_opens GROUP BY order_id, manufacturer_id) w
    LEFT JOIN order_checkouts o ON o.order_id = w.order_id
    LEFT JOIN (SELECT order_id, manufacturer_id, min(run) AS run FROM claim_changes WHERE change = 'submitted' GROUP BY ALL) c
      ON c.order_id = w.order_id AND c.manufacturer_id = w.manufacturer_id`,
  patients: /* sql */ `
    SELECT patient_id,
           arg_min(practice_id, pos) FILTER (WHERE change = 'created') AS practice_id,
           arg_min(location_id, pos) FILTER (WHERE change = 'created') AS location_id,
           min("at") FILTER (WHERE change = 'created') AS registered_at,
           CAST(epoch_ms(epoch_ms(min("at") FILTER (WHERE change = 'created'))) AS DATE) AS registered_on,
           arg_max(birth_year, pos) FILTER (WHERE birth_year IS NOT NULL) AS birth_year,
           arg_max(city, pos) FILTER (WHERE change = 'profile') AS city,
           arg_max(state, pos) FILTER (WHERE change = 'profile') AS state,
           arg_max(zip, pos) FILTER (WHERE change = 'profile') AS zip,
           coalesce(bool_or(imported) FILTER (WHERE change = 'created'), false) AS imported,
           count(*) FILTER (WHERE change = 'deactivated') > 0 AS deactivated,
           arg_min(month, pos) FILTER (WHERE change = 'created') AS month, max(run) AS _run
    FROM patient_changes GROUP BY patient_id HAVING count(*) FILTER (WHERE change = 'created') > 0`,
  practices: `SELECT *, 0 AS _run FROM dim_practices`,
  locations: `SELECT *, 0 AS _run FROM dim_locations`,
  products: `SELECT *, 0 AS _run FROM dim_products`,
  manufacturers: `SELECT *, 0 AS _run FROM dim_manufacturers`,
};

/** Sort keys, so a month's file has the same rows in the same order however it was built. */
const KEYS: Record<FactTableName, string> = {
  orders: 'order_id',
  order_lines: 'order_id, line_no',
  prescriptions: 'prescription_id',
  claims: 'claim_id',
  claim_windows: 'order_id, manufacturer_id',
  patients: 'patient_id',
  practices: 'practice_id',
  locations: 'location_id',
  products: 'product_id',
  manufacturers: 'manufacturer_id',
};

export const FOLDED_FACTS = Object.keys(FOLDED) as Exclude<FactTableName, 'order_lines'>[];
export const DIMENSION_FACTS = ['practices', 'locations', 'products', 'manufacturers'] as const;

/** The query of a folded fact table: its columns in order, then month and _run. */
export function factQuery(table: Exclude<FactTableName, 'order_lines'>): string {
  const def = FACT_TABLES.find((t) => t.name === table)!;
  return `SELECT ${def.columns.map((c) => quoteIdent(c.name)).join(', ')}, month, _run FROM (${FOLDED[table]}) f`;
}

export const factOrder = (table: FactTableName) => KEYS[table];
