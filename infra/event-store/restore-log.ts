import type { SqlClient } from '../db/sql-client';

/**
 * Restores a backup of the event log (`npm run events:export -- --backup`, D-541) into an empty
 * PostgreSQL (or PGlite) event store: every event with its id, stream, type, data, metadata and
 * its global position, in the backup's order, the streams' versions counted from it. The positions
 * are kept because read models record them (history, audit, announcements); rebuilding the
 * projections from the restored log then gives the source's read models. The backup is in the
 * log's read order, (transaction, position), in which positions need not increase (a transaction
 * that committed later may hold a lower position): each run of increasing positions commits in a
 * transaction of its own, after the one before, so the restored read order is the backup's. Idempotency records are not in
 * a backup: a command retried across a restore decides again.
 */
export interface BackupLine {
  globalPosition: number;
  eventId: string;
  streamId: string;
  type: string;
  schemaVersion?: number;
  data: unknown;
  metadata: { occurredAt?: string; [more: string]: unknown };
}

export async function restoreEventLog(sql: SqlClient, lines: AsyncIterable<string> | Iterable<string>, options: { batchSize?: number } = {}): Promise<{ events: number; streams: number }> {
  const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events');
  if (Number(rows[0]!.n) > 0) throw new Error('The event store is not empty: a backup is restored into an empty database only.');
  const versions = new Map<string, number>();
  const batchSize = options.batchSize ?? 500;
  let batch: BackupLine[] = [];
  let events = 0;
  let last = 0;
  let highest = 0;

  const flush = async () => {
    if (!batch.length) return;
    const rowsOf = batch.map((e) => {
      const version = (versions.get(e.streamId) ?? -1) + 1;
      versions.set(e.streamId, version);
      return { ...e, version };
    });
    await sql.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO es_events (global_position, event_id, stream_id, stream_position, type, schema_version, data, metadata, occurred_at)
         SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::bigint[], $5::text[], $6::int[], $7::jsonb[], $8::jsonb[], $9::timestamptz[])`,
        [
          rowsOf.map((e) => e.globalPosition),
          rowsOf.map((e) => e.eventId),
          rowsOf.map((e) => e.streamId),
          rowsOf.map((e) => e.version),
          rowsOf.map((e) => e.type),
          rowsOf.map((e) => e.schemaVersion ?? 1),
          rowsOf.map((e) => JSON.stringify(e.data)),
          rowsOf.map((e) => JSON.stringify(e.metadata)),
          rowsOf.map((e) => e.metadata.occurredAt ?? new Date(0).toISOString()),
        ],
      );
      const touched = [...new Set(rowsOf.map((e) => e.streamId))];
      await tx.query(
        `INSERT INTO es_streams (stream_id, version) SELECT * FROM unnest($1::text[], $2::bigint[])
         ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version`,
        [touched, touched.map((s) => versions.get(s)!)],
      );
    });
    events += batch.length;
    batch = [];
  };

  for await (const raw of lines) {
    const text = raw.trim();
    if (!text) continue;
    const line = JSON.parse(text) as BackupLine;
    if (!Number.isSafeInteger(line.globalPosition) || line.globalPosition <= 0) throw new Error(`Backup line ${events + batch.length + 1}: no global position.`);
    // A lower position than the last one was committed later: it goes in the next transaction.
    if (line.globalPosition < last) await flush();
    if (JSON.stringify(line.data).includes('"[redacted]"') || JSON.stringify(line.metadata).includes('"[redacted]"')) {
      throw new Error(`Backup line ${events + batch.length + 1} is redacted: restore a backup (npm run events:export -- --backup), not the analyst export.`);
    }
    last = line.globalPosition;
    highest = Math.max(highest, last);
    batch.push(line);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  // New appends continue after the restored positions.
  if (highest > 0) await sql.query(`SELECT setval(pg_get_serial_sequence('es_events', 'global_position'), $1::bigint)`, [highest]);
  return { events, streams: versions.size };
}

/** The lines of a text stream (a file), one at a time. */
export async function* linesOf(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of chunks) {
    pending += String(chunk);
    let i: number;
    while ((i = pending.indexOf('\n')) >= 0) {
      yield pending.slice(0, i);
      pending = pending.slice(i + 1);
    }
  }
  if (pending) yield pending;
}
