import { WHAT_IF_FIGURES, type WhatIfFigures, type WhatIfResult, type WhatIfRow, type WhatIfTotals } from '../../domain/what-if/figures';
import { withDdlLock } from '../db/ddl-lock';
import type { SqlClient } from '../db/sql-client';

/**
 * Where what-if replays keep their results (issue #32): a schema of their own, `what_if`, never
 * the live read models. One row per job, month and brand, and one summary row per job (its
 * months, month totals and grand total). A run writes its job's rows in one transaction that
 * first deletes any rows of an earlier run of the same job, so a run again after a crash never
 * doubles them. The query API reads them only for a job of the caller's practice.
 */
export const WHAT_IF_SCHEMA = 'what_if';

export const WHAT_IF_RESULTS_DDL = /* sql */ `
CREATE SCHEMA IF NOT EXISTS ${WHAT_IF_SCHEMA};
CREATE TABLE IF NOT EXISTS ${WHAT_IF_SCHEMA}.rows (
  job_id             text NOT NULL,
  month              text NOT NULL,
  brand_id           text NOT NULL,
  brand_name         text NOT NULL,
  orders             integer NOT NULL,
  boxes              integer NOT NULL,
  was_revenue_cents       bigint NOT NULL,
  was_cost_cents          bigint NOT NULL,
  was_margin_cents        bigint NOT NULL,
  was_patient_cost_cents  bigint NOT NULL,
  was_rebate_cents        bigint NOT NULL,
  if_revenue_cents        bigint NOT NULL,
  if_cost_cents           bigint NOT NULL,
  if_margin_cents         bigint NOT NULL,
  if_patient_cost_cents   bigint NOT NULL,
  if_rebate_cents         bigint NOT NULL,
  PRIMARY KEY (job_id, month, brand_name, brand_id)
);
CREATE TABLE IF NOT EXISTS ${WHAT_IF_SCHEMA}.summaries (
  job_id          text PRIMARY KEY,
  months          jsonb NOT NULL,
  by_month        jsonb NOT NULL,
  totals          jsonb NOT NULL,
  orders_replayed integer NOT NULL,
  events_read     bigint NOT NULL,
  written_at      text NOT NULL
);`;

/** The figure columns in WHAT_IF_FIGURES order, per side. */
const COLUMN: Record<(typeof WHAT_IF_FIGURES)[number], string> = {
  revenueCents: 'revenue_cents',
  costCents: 'cost_cents',
  marginCents: 'margin_cents',
  patientCostCents: 'patient_cost_cents',
  rebateCents: 'rebate_cents',
};
const SIDE_COLUMNS = (side: 'was' | 'if') => WHAT_IF_FIGURES.map((f) => `${side}_${COLUMN[f]}`);
const ROW_COLUMNS = ['job_id', 'month', 'brand_id', 'brand_name', 'orders', 'boxes', ...SIDE_COLUMNS('was'), ...SIDE_COLUMNS('if')];
const ROWS_PER_INSERT = 500;

const ensured = new WeakSet<SqlClient>();

/** The schema and its tables, created once per client (under the DDL lock: the workers and the query API may both be first). */
export async function ensureWhatIfTables(db: SqlClient): Promise<void> {
  if (ensured.has(db)) return;
  await withDdlLock(db, () => db.exec(WHAT_IF_RESULTS_DDL));
  ensured.add(db);
}

/** Replaces a job's results with these, in one transaction. */
export async function writeWhatIfResult(sql: SqlClient, jobId: string, result: WhatIfResult, writtenAt: string): Promise<void> {
  await ensureWhatIfTables(sql);
  await sql.transaction(async (tx) => {
    await tx.query(`DELETE FROM ${WHAT_IF_SCHEMA}.rows WHERE job_id = $1`, [jobId]);
    for (let i = 0; i < result.rows.length; i += ROWS_PER_INSERT) {
      const chunk = result.rows.slice(i, i + ROWS_PER_INSERT);
      const params: unknown[] = [];
      const tuples = chunk.map((r) => {
        const values = [jobId, r.month, r.brandId, r.brandName, r.orders, r.boxes, ...WHAT_IF_FIGURES.map((f) => r.asWas[f]), ...WHAT_IF_FIGURES.map((f) => r.whatIf[f])];
        return `(${values.map((v) => `$${params.push(v)}`).join(', ')})`;
      });
      await tx.query(`INSERT INTO ${WHAT_IF_SCHEMA}.rows (${ROW_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`, params);
    }
    await tx.query(
      `INSERT INTO ${WHAT_IF_SCHEMA}.summaries (job_id, months, by_month, totals, orders_replayed, events_read, written_at)
       VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5, $6, $7)
       ON CONFLICT (job_id) DO UPDATE SET months = $2::jsonb, by_month = $3::jsonb, totals = $4::jsonb, orders_replayed = $5, events_read = $6, written_at = $7`,
      [jobId, JSON.stringify(result.months), JSON.stringify(result.byMonth), JSON.stringify(result.totals), result.ordersReplayed, result.eventsRead, writtenAt],
    );
  });
}

/** Removes a job's results (after its deletion, or what a run cut short had written). */
export async function deleteWhatIfResult(sql: SqlClient, jobId: string): Promise<void> {
  await ensureWhatIfTables(sql);
  await sql.transaction(async (tx) => {
    await tx.query(`DELETE FROM ${WHAT_IF_SCHEMA}.rows WHERE job_id = $1`, [jobId]);
    await tx.query(`DELETE FROM ${WHAT_IF_SCHEMA}.summaries WHERE job_id = $1`, [jobId]);
  });
}

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export interface StoredWhatIfResult {
  months: string[];
  byMonth: (WhatIfTotals & { month: string })[];
  totals: WhatIfTotals;
  ordersReplayed: number;
  total: number;
  rows: WhatIfRow[];
}

/** A job's summary and one page of its rows (by month, then brand name); undefined when it has none. */
export async function readWhatIfResult(db: SqlClient, jobId: string, page: { limit: number; offset: number }): Promise<StoredWhatIfResult | undefined> {
  await ensureWhatIfTables(db);
  const { rows: summaries } = await db.query<{ months: unknown; by_month: unknown; totals: unknown; orders_replayed: number }>(
    `SELECT months, by_month, totals, orders_replayed FROM ${WHAT_IF_SCHEMA}.summaries WHERE job_id = $1`,
    [jobId],
  );
  const summary = summaries[0];
  if (!summary) return undefined;
  const [{ rows: count }, { rows }] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${WHAT_IF_SCHEMA}.rows WHERE job_id = $1`, [jobId]),
    db.query<Record<string, unknown>>(`SELECT ${ROW_COLUMNS.join(', ')} FROM ${WHAT_IF_SCHEMA}.rows WHERE job_id = $1 ORDER BY month, brand_name, brand_id LIMIT $2 OFFSET $3`, [jobId, page.limit, page.offset]),
  ]);
  const side = (r: Record<string, unknown>, s: 'was' | 'if'): WhatIfFigures =>
    Object.fromEntries(WHAT_IF_FIGURES.map((f) => [f, Number(r[`${s}_${COLUMN[f]}`])])) as WhatIfFigures;
  return {
    months: parsed<string[]>(summary.months),
    byMonth: parsed<(WhatIfTotals & { month: string })[]>(summary.by_month),
    totals: parsed<WhatIfTotals>(summary.totals),
    ordersReplayed: Number(summary.orders_replayed),
    total: Number(count[0]?.n ?? 0),
    rows: rows.map((r) => ({ month: String(r.month), brandId: String(r.brand_id), brandName: String(r.brand_name), orders: Number(r.orders), boxes: Number(r.boxes), asWas: side(r, 'was'), whatIf: side(r, 'if') })),
  };
}

