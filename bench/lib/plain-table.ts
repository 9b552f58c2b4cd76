import type { SqlConnection } from '../../infra/db/sql-client';
import type { NewEvent } from '../../infra/event-store/port';

/**
 * The baseline: es_events' columns in a plain table (primary key only, no version check, no
 * stream row, no secondary index), filled by one multi-row INSERT per batch.
 */
export const PLAIN_TABLE = /* sql */ `
CREATE TABLE IF NOT EXISTS bench_plain_events (
  global_position bigserial PRIMARY KEY,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id        uuid NOT NULL,
  stream_id       text NOT NULL,
  stream_position bigint NOT NULL,
  type            text NOT NULL,
  schema_version  int NOT NULL DEFAULT 1,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL,
  occurred_at     timestamptz NOT NULL DEFAULT now()
);`;

const COLUMNS = 7;

export async function insertPlain(db: SqlConnection, streamId: string, firstPosition: number, events: NewEvent[]): Promise<void> {
  const values: string[] = [];
  const params: unknown[] = [];
  events.forEach((e, i) => {
    const p = i * COLUMNS;
    values.push(`($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7})`);
    params.push(e.eventId, streamId, firstPosition + i, e.type, e.metadata.schemaVersion, JSON.stringify(e.data), JSON.stringify(e.metadata));
  });
  await db.query(
    `INSERT INTO bench_plain_events (event_id, stream_id, stream_position, type, schema_version, data, metadata)
     VALUES ${values.join(', ')}`,
    params,
  );
}
