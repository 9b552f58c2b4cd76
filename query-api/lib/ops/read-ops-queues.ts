import type { OpsQueuesReply } from '../../../domain/ops/api-schemas';
import { redactErrorText } from '../../../domain/ops/redact-error';
import type { SqlClient } from '../../../infra/db/sql-client';
import { ensureOpsTelemetry, readQueueCounts } from '../../../infra/observability/ops-console/ops-telemetry';

/** Failed and dead-lettered jobs listed at most (newest failure first); the counts cover them all. */
const JOB_LIST_LIMIT = 100;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * The queues as the console shows them (issue #33, D-782, D-704): waiting, delayed and active as the
 * workers last read them from the queue (BullMQ or the in-process queue), failed and dead-lettered
 * and pending from the reactors' outbox (durable); the failed jobs with their error (redacted), their
 * attempts and their causing event (the job's id is the event's); the due work of the timers table.
 */
export async function readOpsQueues(sql: SqlClient): Promise<OpsQueuesReply> {
  await ensureOpsTelemetry(sql);
  const { rows: present } = await sql.query<{ outbox: boolean; timers: boolean; events: boolean }>(
    `SELECT to_regclass('public.reactor_outbox') IS NOT NULL AS outbox, to_regclass('rm.timers') IS NOT NULL AS timers, to_regclass('public.es_events') IS NOT NULL AS events`,
  );
  const has = present[0]!;
  const counts = await readQueueCounts(sql);
  const outbox = has.outbox
    ? (
        await sql.query<{ job_name: string; pending: number; failed: number; dead: number }>(
          `SELECT job_name,
                  count(*) FILTER (WHERE enqueued_at IS NULL AND failed_at IS NULL) AS pending,
                  count(*) FILTER (WHERE last_failed_at IS NOT NULL AND failed_at IS NULL) AS failed,
                  count(*) FILTER (WHERE failed_at IS NOT NULL) AS dead
             FROM reactor_outbox GROUP BY job_name`,
        )
      ).rows
    : [];
  const outboxOf = new Map(outbox.map((r) => [r.job_name, r]));
  const names = [...new Set([...counts.map((c) => c.queue), ...outbox.map((r) => r.job_name)])].sort();
  const countsOf = new Map(counts.map((c) => [c.queue, c]));
  const queues = names.map((queue) => {
    const c = countsOf.get(queue);
    const o = outboxOf.get(queue);
    return {
      queue,
      waiting: c?.waiting ?? 0,
      delayed: c?.delayed ?? 0,
      active: c?.active ?? 0,
      failed: Number(o?.failed ?? 0),
      deadLettered: Number(o?.dead ?? 0),
      outboxPending: Number(o?.pending ?? 0),
      countsAt: c?.updatedAt ?? null,
    };
  });

  const jobs = has.outbox
    ? (
        await sql.query<{
          job_name: string;
          job_id: string;
          reactor: string;
          attempts: number;
          last_error: string | null;
          last_failed_at: Date | string | null;
          failed_at: Date | string | null;
          event_type: string | null;
          global_position: number | string | null;
          occurred_at: Date | string | null;
        }>(
          `SELECT o.job_name, o.job_id, o.reactor, o.attempts, o.last_error, o.last_failed_at, o.failed_at,
                  ${has.events ? 'e.type AS event_type, e.global_position, e.occurred_at' : 'NULL AS event_type, NULL AS global_position, NULL AS occurred_at'}
             FROM reactor_outbox o
             ${has.events ? 'LEFT JOIN es_events e ON e.event_id::text = o.job_id' : ''}
            WHERE o.last_failed_at IS NOT NULL OR o.failed_at IS NOT NULL
            ORDER BY coalesce(o.last_failed_at, o.failed_at) DESC, o.job_id
            LIMIT $1`,
          [JOB_LIST_LIMIT],
        )
      ).rows.map((r) => ({
        queue: r.job_name,
        jobId: r.job_id,
        reactor: r.reactor,
        state: (r.failed_at ? 'dead-lettered' : 'failed') as 'dead-lettered' | 'failed',
        attempts: Number(r.attempts),
        lastError: redactErrorText(r.last_error),
        lastFailedAt: iso(r.last_failed_at ?? r.failed_at),
        event: r.event_type ? { id: r.job_id, type: r.event_type, position: Number(r.global_position), occurredAt: iso(r.occurred_at)! } : null,
      }))
    : [];

  const now = new Date();
  const scheduled = has.timers
    ? (
        await sql.query<{ kind: string; scheduled: number; due: number; overdue: number; next_run: string | null }>(
          `SELECT kind, count(*) AS scheduled,
                  count(*) FILTER (WHERE due_at <= $1) AS due,
                  count(*) FILTER (WHERE due_at <= $2) AS overdue,
                  min(due_at) AS next_run
             FROM rm.timers GROUP BY kind ORDER BY kind`,
          [now.toISOString(), new Date(now.getTime() - 60_000).toISOString()],
        )
      ).rows.map((r) => ({ kind: r.kind, scheduled: Number(r.scheduled), due: Number(r.due), overdue: Number(r.overdue), nextRunAt: r.next_run }))
    : [];
  return { queues, jobs, scheduled };
}
