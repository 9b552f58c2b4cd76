import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

/**
 * A synthetic export in the exporter's layout and tables (domain/analytics/export-tables.ts: the
 * columns the starter queries read, with the exporter's names and types), written with DuckDB
 * straight from SQL: `orders` orders of `orders / 4` patients over 50 practices and three years,
 * each patient reordering about every supply (some early, some late), two lines per order, claim
 * windows, reorder reminders. For the analysis bench and for trying the screen before an export
 * of a real log exists; the real exporter writes the same tables from the event log.
 */
export async function writeSyntheticExport(dir: string, orders: number): Promise<void> {
  const patients = Math.max(1, Math.floor(orders / 4));
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const c = await instance.connect();
  const write = async (table: string, sql: string) => {
    mkdirSync(join(dir, table), { recursive: true });
    await c.run(`COPY (${sql}) TO '${join(dir, table)}' (FORMAT parquet, PARTITION_BY (month), OVERWRITE_OR_IGNORE, FILENAME_PATTERN 'data_{i}')`);
  };
  try {
    await c.run(`CREATE TEMP TABLE o AS
      WITH base AS (
        SELECT i, i % ${patients} AS p, i // ${patients} AS k, CAST(hash(i) % 1000000007 AS BIGINT) AS h FROM range(${orders}) t(i)
      ), timed AS (
        SELECT *, TIMESTAMPTZ '2023-01-01 09:00:00+00' + to_days(CAST(p % 300 AS INTEGER)) + to_days(CAST(k * 90 + (h % 50) - 20 AS INTEGER)) + to_hours(CAST(h % 9 AS INTEGER)) AS ordered_at,
               ['standard', 'second_day', 'next_day', 'saturday', NULL][1 + (h // 7) % 5] AS mode
        FROM base
      )
      SELECT 'o' || i AS order_id, 'pt' || p AS patient_id, 'pr' || (p % 50) AS practice_id, 'lo' || (p % 50) || '-' || (p % 2) AS location_id, 'rx' || p AS prescription_id,
             ordered_at, CAST(ordered_at AS DATE) AS order_day, 90 AS supply_days,
             CASE WHEN mode IS NULL THEN 'inOffice' ELSE 'ship' END AS delivery_method, mode AS delivery_mode_id,
             (h // 11) % 60 <> 0 AS counts_as_sale,
             ordered_at + to_hours(CAST(4 + (h // 13) % 40 AS INTEGER)) AS shipped_at,
             ordered_at + to_hours(CAST(4 + (h // 13) % 40 AS INTEGER)) + to_days(CASE mode WHEN 'next_day' THEN 1 WHEN 'second_day' THEN 2 WHEN 'saturday' THEN 3 ELSE 5 END) AS delivered_at,
             h, strftime(ordered_at, '%Y-%m') AS month
      FROM timed`);
    await write('orders', `SELECT order_id, patient_id, practice_id, location_id, prescription_id, ordered_at, order_day, supply_days::INTEGER AS supply_days, delivery_method, delivery_mode_id,
      CASE WHEN delivery_mode_id IS NULL THEN NULL ELSE shipped_at END AS shipped_at, CASE WHEN delivery_mode_id IS NULL THEN NULL ELSE delivered_at END AS delivered_at,
      (4 * (8000 + h % 4000))::BIGINT AS total_cents, CASE WHEN counts_as_sale THEN 'delivered' ELSE 'cancelled' END AS status, counts_as_sale, month FROM o`);
    await write('order_lines', `SELECT order_id, eye_no::INTEGER AS line_no, patient_id, practice_id, location_id, prescription_id, ordered_at, order_day,
      ['Acuvue Oasys', 'Biofinity', 'Dailies Total1', 'Air Optix', 'Precision1', 'MyDay'][1 + (h // 17) % 6] AS brand_name,
      'm' || (1 + (h // 17) % 4) AS manufacturer_id, 2::INTEGER AS boxes, 6::INTEGER AS pack_size,
      (2 * (4000 + h % 2000))::BIGINT AS retail_cents, CASE WHEN h % 23 = 0 THEN NULL ELSE (2 * (2400 + h % 1200))::BIGINT END AS cost_cents, month
      FROM o, range(1, 3) e(eye_no)`);
    await write('claim_windows', `SELECT order_id, 'm' || (1 + (h // 17) % 4) AS manufacturer_id, CASE WHEN (h // 17) % 2 = 0 THEN 'rebates' ELSE 'rewards' END AS programme, patient_id, practice_id,
      (2000 + h % 3000)::BIGINT AS amount_cents, delivered_at AS opens_at, delivered_at + INTERVAL 90 DAY AS deadline, (h // 19) % 3 <> 0 AS claimed, strftime(delivered_at, '%Y-%m') AS month
      FROM o WHERE counts_as_sale AND delivery_mode_id IS NOT NULL AND (h // 29) % 4 = 0`);
    await write('manufacturers', `SELECT 'm' || i AS manufacturer_id, ['Meridian', 'Aurora', 'Coastal', 'Northwind'][i] AS name, CASE WHEN i % 2 = 1 THEN 'rebates' ELSE 'rewards' END AS programme,
      ['Meridian Rebates', 'Aurora Rewards', 'Coastal Rebates', 'Northwind Rewards'][i] AS programme_name, TIMESTAMPTZ '2022-01-01 00:00:00+00' AS registered_at, '2022-01' AS month FROM range(1, 5) t(i)`);
    await write('patients', `SELECT 'pt' || p AS patient_id, 'pr' || (p % 50) AS practice_id, 'lo' || (p % 50) || '-' || (p % 2) AS location_id,
      TIMESTAMPTZ '2022-12-01 09:00:00+00' + to_days(CAST(p % 330 AS INTEGER)) AS registered_at, (1950 + p % 55)::SMALLINT AS birth_year,
      strftime(TIMESTAMPTZ '2022-12-01 09:00:00+00' + to_days(CAST(p % 330 AS INTEGER)), '%Y-%m') AS month FROM range(${patients}) t(p)`);
    await write('ev_reorder_reminder_sent', `SELECT row_number() OVER ()::BIGINT AS position, 'pt' || substr(patient_id, 3) AS stream, 'patient-rx' AS stream_type, ordered_at + INTERVAL 76 DAY AS occurred_at,
      'system' AS actor_role, 'system' AS actor_id, false AS impersonated, patient_id AS account_number, prescription_id, order_id, ordered_at + INTERVAL 90 DAY AS supply_until,
      ordered_at + INTERVAL 76 DAY AS sent_at, strftime(ordered_at + INTERVAL 76 DAY, '%Y-%m') AS month FROM o WHERE counts_as_sale AND h % 2 = 0`);
  } finally {
    c.closeSync();
    instance.closeSync();
  }
}
