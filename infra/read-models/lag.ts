import type { SqlClient } from '../db/sql-client';
import type { Checkpoint, EventStore } from '../event-store/port';
import { compareCheckpoints } from '../event-store/port';
import { readAllCheckpoints } from './checkpoints';
import { READ_MODEL_SCHEMA } from './tables';

export interface ProjectionLag {
  name: string;
  version: number;
  position: number;
  eventsApplied: number;
  /** Events in the log after this projection's checkpoint (of any type), capped (`cap`, default 100,000). */
  lag: number;
  /**
   * Seconds between the log's head and the last event it applied (their append times; D-705):
   * 0 when caught up; null when unknown (EventStoreDB keeps no append time we read).
   */
  lagSeconds: number | null;
  caughtUp: boolean;
}

/**
 * Each named projection's lag behind the log's head, in events and in seconds. A caught-up
 * projection costs nothing beyond the checkpoints' one read; one behind costs one statement (its
 * capped count, and the append time of the event at its checkpoint).
 */
export async function projectionLag(sql: SqlClient, store: EventStore, names: readonly string[], options: { cap?: number; schema?: string } = {}): Promise<ProjectionLag[]> {
  const cap = options.cap ?? 100_000;
  const rows = await readAllCheckpoints(sql, options.schema ?? READ_MODEL_SCHEMA);
  const head = await store.head();
  let headAt: number | undefined;
  const out: ProjectionLag[] = [];
  for (const name of names) {
    const row = rows.get(name);
    const cp = row?.checkpoint ?? { transactionId: '0', globalPosition: 0 };
    let lag = 0;
    let lagSeconds: number | null = 0;
    if (compareCheckpoints(cp, head) < 0) {
      if (store.kind === 'postgres') {
        headAt ??= await appendedAt(sql, head);
        const behind = await behindBy(sql, cp, cap);
        lag = behind.events;
        lagSeconds = headAt !== undefined && behind.appliedAt !== undefined ? Math.max(0, (headAt - behind.appliedAt) / 1000) : null;
      } else {
        lag = Math.min(Math.max(head.globalPosition - cp.globalPosition, 0), cap);
        lagSeconds = null;
      }
    }
    out.push({
      name,
      version: row?.version ?? 0,
      position: cp.globalPosition,
      eventsApplied: row?.eventsApplied ?? 0,
      lag,
      lagSeconds,
      caughtUp: lag === 0,
    });
  }
  return out;
}

async function appendedAt(sql: SqlClient, at: Checkpoint): Promise<number | undefined> {
  const { rows } = await sql.query<{ at: Date | string | null }>('SELECT occurred_at AS at FROM es_events WHERE global_position = $1', [at.globalPosition]);
  return rows[0]?.at ? new Date(rows[0].at).getTime() : undefined;
}

/**
 * How many events follow the checkpoint (counting stops at `cap`), and when the last one it applied
 * was appended (for a projection that has applied nothing yet: the log's first event).
 */
async function behindBy(sql: SqlClient, cp: Checkpoint, cap: number): Promise<{ events: number; appliedAt: number | undefined }> {
  const { rows } = await sql.query<{ n: number; at: Date | string | null }>(
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM es_events
               WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) LIMIT $3) x) AS n,
            coalesce((SELECT occurred_at FROM es_events WHERE global_position = $2),
                     (SELECT occurred_at FROM es_events ORDER BY global_position LIMIT 1)) AS at`,
    [cp.transactionId, cp.globalPosition, cap],
  );
  const r = rows[0];
  return { events: Number(r?.n ?? 0), appliedAt: r?.at ? new Date(r.at).getTime() : undefined };
}
