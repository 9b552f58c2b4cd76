import type { SqlClient } from '../../../infra/db/sql-client';
import { readProcesses } from '../../../infra/observability/process-registry/read-processes';
import { READ_MODEL_SCHEMA } from '../../../infra/read-models/tables';

/**
 * The facts the console's commands check that no stream holds (issue #33): whether a projection is
 * one this deployment keeps (its checkpoint row, written by the workers), whether a worker is up,
 * and the reactors' outbox for retries. The command API may not import the workers' code (guide §2).
 */
export async function isKnownProjection(sql: SqlClient, projection: string): Promise<boolean> {
  const { rows } = await sql.query(`SELECT 1 FROM projection_checkpoints WHERE schema_name = $1 AND projection = $2`, [READ_MODEL_SCHEMA, projection]);
  return rows.length > 0;
}

export async function isProcessUp(sql: SqlClient, processId: string): Promise<boolean> {
  return (await readProcesses(sql)).some((p) => p.processId === processId && p.status === 'up');
}

/** Whether the queue is one the workers process (they report it), and how many of its jobs (or of the one job) are failed or dead-lettered. */
export async function retryFacts(sql: SqlClient, queue: string, jobId: string | null): Promise<{ knownQueue: boolean; retryable: number }> {
  const { rows } = await sql.query<{ counts: boolean; outbox: boolean }>(
    `SELECT to_regclass('public.ops_queue_counts') IS NOT NULL AS counts, to_regclass('public.reactor_outbox') IS NOT NULL AS outbox`,
  );
  const has = rows[0]!;
  if (!has.outbox) return { knownQueue: false, retryable: 0 };
  const { rows: facts } = await sql.query<{ known: boolean; retryable: number }>(
    `SELECT (${has.counts ? `EXISTS (SELECT 1 FROM ops_queue_counts WHERE queue = $1) OR ` : ''}EXISTS (SELECT 1 FROM reactor_outbox WHERE job_name = $1)) AS known,
            (SELECT count(*) FROM reactor_outbox WHERE job_name = $1 AND ($2::text IS NULL OR job_id = $2) AND (failed_at IS NOT NULL OR last_failed_at IS NOT NULL)) AS retryable`,
    [queue, jobId],
  );
  return { knownQueue: !!facts[0]?.known, retryable: Number(facts[0]?.retryable ?? 0) };
}
