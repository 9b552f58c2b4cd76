import type { SqlConnection } from '../../infra/db/sql-client';
import type { GeneratedEvent } from './order-generator';

/**
 * Bench set-up only: writes generated events straight into the event store's tables in the
 * store's exact row format (es_events: event_id, stream_id, stream_position, type,
 * schema_version, data, metadata, occurred_at; es_streams: stream_id → version of its last
 * event), thousands per statement, instead of one es_append call per stream. The rows travel as
 * one JSON parameter and keep their order, so global_position follows the log's time order; each
 * call is one transaction, so transaction_id grows chunk by chunk as if appended over time.
 * A stream's later events may come in a later chunk (an order's status changes): its es_streams
 * row moves up to the highest position written.
 */
export async function writeEventsDirect(db: SqlConnection, events: readonly GeneratedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const versions = new Map<string, number>();
  for (const e of events) versions.set(e.streamId, Math.max(versions.get(e.streamId) ?? -1, e.streamPosition));
  const rows = events.map((e) => ({ i: e.eventId, s: e.streamId, p: e.streamPosition, t: e.type, v: e.metadata.schemaVersion, d: e.data, m: e.metadata }));
  await db.query(
    `WITH ev AS (
       INSERT INTO es_events (event_id, stream_id, stream_position, type, schema_version, data, metadata, occurred_at)
       SELECT (x->>'i')::uuid, x->>'s', (x->>'p')::bigint, x->>'t', (x->>'v')::int, x->'d', x->'m', (x->'m'->>'occurredAt')::timestamptz
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(x, n)
        ORDER BY n
       RETURNING 1
     )
     INSERT INTO es_streams (stream_id, version)
     SELECT s.stream_id, s.version FROM unnest($2::text[], $3::bigint[]) AS s(stream_id, version)
         ON CONFLICT (stream_id) DO UPDATE SET version = GREATEST(es_streams.version, EXCLUDED.version)`,
    [JSON.stringify(rows), [...versions.keys()], [...versions.values()]],
  );
}
