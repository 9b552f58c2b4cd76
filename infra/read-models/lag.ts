import type { SqlClient } from '../db/sql-client';
import type { EventStore } from '../event-store/port';
import { compareCheckpoints } from '../event-store/port';
import { readAllCheckpoints } from './checkpoints';
import { READ_MODEL_SCHEMA } from './tables';

export interface ProjectionLag {
  name: string;
  version: number;
  position: number;
  eventsApplied: number;
  /** Events in the log after this projection's checkpoint (of any type), capped at 100,000. */
  lag: number;
  caughtUp: boolean;
}

export async function projectionLag(sql: SqlClient, store: EventStore, names: readonly string[]): Promise<ProjectionLag[]> {
  const rows = await readAllCheckpoints(sql, READ_MODEL_SCHEMA);
  const head = await store.head();
  const out: ProjectionLag[] = [];
  for (const name of names) {
    const row = rows.get(name);
    const cp = row?.checkpoint ?? { transactionId: '0', globalPosition: 0 };
    let lag = 0;
    if (compareCheckpoints(cp, head) < 0) {
      if (store.kind === 'postgres') {
        const r = await sql.query<{ n: number }>(
          `SELECT count(*) AS n FROM (SELECT 1 FROM es_events
             WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) LIMIT 100000) x`,
          [cp.transactionId, cp.globalPosition],
        );
        lag = Number(r.rows[0]?.n ?? 0);
      } else {
        lag = Math.max(head.globalPosition - cp.globalPosition, 0);
      }
    }
    out.push({
      name,
      version: row?.version ?? 0,
      position: cp.globalPosition,
      eventsApplied: row?.eventsApplied ?? 0,
      lag,
      caughtUp: lag === 0,
    });
  }
  return out;
}
