import { withDdlLock } from '../../db/ddl-lock';
import type { SqlClient, SqlConnection } from '../../db/sql-client';

/**
 * What the workers report for the operations console (issue #33, D-782), beside the process
 * registry (D-708) and, like it, operational telemetry, not domain state: per projection and worker
 * process its state there (running / standby / paused / failed), its apply rate and its last
 * error with the event it failed on; per queue the queue's own counts (waiting, delayed, active),
 * which only a worker can read (BullMQ or the in-process queue: one port). Written every 2 s by
 * each worker; rows not refreshed for STALE_REPORT_MS are of a process that is gone.
 */
export const OPS_TELEMETRY_DDL = /* sql */ `
CREATE TABLE IF NOT EXISTS ops_projection_runs (
  projection       text NOT NULL,
  process_id       text NOT NULL,
  state            text NOT NULL,
  rate             double precision NOT NULL DEFAULT 0,
  last_error       text,
  error_event_id   text,
  error_event_type text,
  error_position   bigint,
  error_at         timestamptz,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (projection, process_id)
);
CREATE TABLE IF NOT EXISTS ops_queue_counts (
  queue      text PRIMARY KEY,
  waiting    int NOT NULL,
  delayed    int NOT NULL,
  active     int NOT NULL,
  updated_at timestamptz NOT NULL
);`;

export const OPS_REPORT_MS = 2_000;
export const STALE_REPORT_MS = 15_000;

export interface ProjectionRunReport {
  projection: string;
  state: 'running' | 'standby' | 'paused' | 'failed';
  rate: number;
  lastError: { message: string; at: Date; event: { id: string; type: string; position: number } | null } | null;
}

export interface QueueCountsReport {
  queue: string;
  waiting: number;
  delayed: number;
  active: number;
}

let ensured: WeakSet<SqlClient> = new WeakSet();
/** Creates the tables once per client (every reader and writer calls it first). */
export async function ensureOpsTelemetry(sql: SqlClient): Promise<void> {
  if (ensured.has(sql)) return;
  await withDdlLock(sql, () => sql.exec(OPS_TELEMETRY_DDL));
  ensured.add(sql);
}

/** Tests that drop and recreate databases on one client. */
export function forgetOpsTelemetry(): void {
  ensured = new WeakSet();
}

export async function writeProjectionRuns(sql: SqlClient, processId: string, rows: readonly ProjectionRunReport[]): Promise<void> {
  if (rows.length === 0) return;
  await sql.query(
    `INSERT INTO ops_projection_runs (projection, process_id, state, rate, last_error, error_event_id, error_event_type, error_position, error_at, updated_at)
     SELECT r.projection, $1, r.state, r.rate, r.last_error, r.error_event_id, r.error_event_type, r.error_position, r.error_at, now()
       FROM jsonb_to_recordset($2::jsonb) AS r(projection text, state text, rate double precision, last_error text, error_event_id text, error_event_type text, error_position bigint, error_at timestamptz)
     ON CONFLICT (projection, process_id) DO UPDATE SET state = excluded.state, rate = excluded.rate, last_error = excluded.last_error,
       error_event_id = excluded.error_event_id, error_event_type = excluded.error_event_type, error_position = excluded.error_position,
       error_at = excluded.error_at, updated_at = now()`,
    [
      processId,
      JSON.stringify(
        rows.map((r) => ({
          projection: r.projection,
          state: r.state,
          rate: r.rate,
          last_error: r.lastError?.message ?? null,
          error_event_id: r.lastError?.event?.id ?? null,
          error_event_type: r.lastError?.event?.type ?? null,
          error_position: r.lastError?.event?.position ?? null,
          error_at: r.lastError?.at.toISOString() ?? null,
        })),
      ),
    ],
  );
}

export async function writeQueueCounts(sql: SqlClient, rows: readonly QueueCountsReport[]): Promise<void> {
  if (rows.length === 0) return;
  await sql.query(
    `INSERT INTO ops_queue_counts (queue, waiting, delayed, active, updated_at)
     SELECT r.queue, r.waiting, r.delayed, r.active, now() FROM jsonb_to_recordset($1::jsonb) AS r(queue text, waiting int, delayed int, active int)
     ON CONFLICT (queue) DO UPDATE SET waiting = excluded.waiting, delayed = excluded.delayed, active = excluded.active, updated_at = now()`,
    [JSON.stringify(rows)],
  );
}

/** Clears this process's rows on a clean stop (a killed one's go stale). */
export async function forgetProjectionRuns(sql: SqlClient, processId: string): Promise<void> {
  await sql.query(`DELETE FROM ops_projection_runs WHERE process_id = $1`, [processId]);
}

export interface ProjectionRunRow {
  projection: string;
  processId: string;
  state: ProjectionRunReport['state'];
  rate: number;
  lastError: string | null;
  errorEvent: { id: string; type: string; position: number } | null;
  errorAt: string | null;
}

/** The fresh reports (from processes that reported in the last STALE_REPORT_MS). */
export async function readProjectionRuns(sql: SqlConnection): Promise<ProjectionRunRow[]> {
  const { rows } = await sql.query<{
    projection: string;
    process_id: string;
    state: ProjectionRunReport['state'];
    rate: number;
    last_error: string | null;
    error_event_id: string | null;
    error_event_type: string | null;
    error_position: number | string | null;
    error_at: Date | string | null;
  }>(
    `SELECT projection, process_id, state, rate, last_error, error_event_id, error_event_type, error_position, error_at
       FROM ops_projection_runs WHERE updated_at > now() - ($1 || ' milliseconds')::interval ORDER BY projection, process_id`,
    [String(STALE_REPORT_MS)],
  );
  return rows.map((r) => ({
    projection: r.projection,
    processId: r.process_id,
    state: r.state,
    rate: Number(r.rate),
    lastError: r.last_error,
    errorEvent: r.error_event_id && r.error_event_type ? { id: r.error_event_id, type: r.error_event_type, position: Number(r.error_position) } : null,
    errorAt: r.error_at ? new Date(r.error_at).toISOString() : null,
  }));
}

export async function readQueueCounts(sql: SqlConnection): Promise<(QueueCountsReport & { updatedAt: string })[]> {
  const { rows } = await sql.query<{ queue: string; waiting: number; delayed: number; active: number; updated_at: Date | string }>(`SELECT queue, waiting, delayed, active, updated_at FROM ops_queue_counts ORDER BY queue`);
  return rows.map((r) => ({ queue: r.queue, waiting: Number(r.waiting), delayed: Number(r.delayed), active: Number(r.active), updatedAt: new Date(r.updated_at).toISOString() }));
}
