import type { Kysely } from 'kysely';
import type { SqlClient } from '../../infra/db/sql-client';
import { occurredBy } from '../../domain/reports/as-of';
import type { Checkpoint, EventStore, StoredEvent } from '../../infra/event-store/port';
import { compareCheckpoints, START } from '../../infra/event-store/port';
import { readCheckpoint, resetCheckpoint } from '../../infra/read-models/checkpoints';
import type { ReadModels } from '../../infra/read-models/tables';
import type { Projection } from '../../projections';
import { typeFilterOf } from '../../projections/lib/projection';
import { ReplayRows } from '../../projections/lib/replay-rows';
import { applyBatch } from './apply-batch';
import { analyzeBuiltTable } from './build-statistics';
import { assertSchemaName, createReadIndexesInParallel, dropProjectionTables, prepareProjection } from './prepare-schema';
import { rebuilds } from '../../infra/observability/metrics/projection-metrics';

const REBUILD_WAIT_FOR_VISIBILITY_MS = 120_000;
/** Events per read of the log during a rebuild. */
const REBUILD_BATCH = 5000;

export interface RebuildProgress {
  projection: string;
  applied: number;
  total: number;
  eventsPerSecond: number;
  etaSeconds: number;
}

export interface RebuildOptions {
  sql: SqlClient;
  db: Kysely<ReadModels>;
  store: EventStore;
  projection: Projection;
  /** The live schema the result is swapped into. */
  schema: string;
  /** Build here and stop (no swap): for as-of schemas and checksum tests. */
  intoSchema?: string;
  batchSize?: number;
  onProgress?: (p: RebuildProgress) => void;
  /** The caller already holds the projection's advisory lock (the runner). */
  holdingLock?: boolean;
  /**
   * As-of rebuild (issue #6 time travel): apply only events whose metadata.occurredAt is at or
   * before this ISO instant. Needs `intoSchema` (a snapshot is never swapped into the live tables).
   */
  until?: string;
  /** Rows of foldRows tables kept in memory before an early COPY (default 250,000). */
  replayMaxRows?: number;
}

/**
 * Rebuild without downtime: replay the whole log into a build schema while the live tables keep
 * serving, then swap the new tables in, in one transaction that first catches up the last events.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<{ applied: number; checkpoint: Checkpoint }> {
  const { sql, projection } = options;
  const build = assertSchemaName(options.intoSchema ?? `${options.schema}_build_${projection.name}`);
  const untilMs = options.until === undefined ? undefined : Date.parse(options.until);
  if (untilMs !== undefined && (Number.isNaN(untilMs) || !options.intoSchema)) throw new Error('An as-of rebuild needs a valid cutoff instant and its own schema (intoSchema).');
  // Events after the cutoff are read (the log is ordered by commit, not by occurredAt) but skipped.
  const keep = untilMs === undefined ? undefined : (e: StoredEvent) => occurredBy(e.metadata.occurredAt, untilMs);
  await sql.transaction(async (tx) => {
    await dropProjectionTables(tx, projection, build);
    await prepareProjection(tx, projection, build, { deferReadIndexes: true });
    await resetCheckpoint(tx, build, projection.name, projection.version);
  });

  const total = await countEvents(sql, typeFilterOf(projection), options.until);
  // Fresh statistics first when the planner's are stale: right after a bulk import it may not know
  // how large the log is and pick a sort-based plan for the ordered read (4x slower on 100k events).
  // Statistics that know at least half the events to read are good enough; else only the columns
  // the read filters and orders by (the jsonb columns' sampling was most of ANALYZE's time).
  if (options.store.kind === 'postgres' && (await plannedLogRows(sql)) < total / 2) {
    await sql.query('ANALYZE es_events (transaction_id, global_position, type)').catch(() => undefined);
  }
  const started = Date.now();
  let applied = 0;
  let checkpoint: Checkpoint = START;
  // Everything committed when the rebuild starts must be in the result. A transaction still open
  // elsewhere on the server can keep committed events unreadable for a moment (snapshot xmin):
  // wait for them rather than finish early with a partial build.
  const target = await options.store.head();
  const deadline = Date.now() + REBUILD_WAIT_FOR_VISIBILITY_MS;
  let waitMs = 0;
  // One-row-per-entity tables (foldRows) are kept in memory and written once with COPY (issue #19).
  const replay = new ReplayRows(options.replayMaxRows);
  const read = (after: Checkpoint) => {
    const reading = options.store.readAll({ after, limit: options.batchSize ?? REBUILD_BATCH, types: typeFilterOf(projection) });
    reading.catch(() => undefined); // awaited below; an apply that throws first must not leave it unhandled
    return reading;
  };
  let ahead = read(checkpoint);
  for (;;) {
    const { events, checkpoint: next } = await ahead;
    if (compareCheckpoints(next, checkpoint) > 0) {
      // Read the next batch while this one is applied: the log's read and the writes overlap.
      ahead = read(next);
      const kept = keep ? events.filter(keep) : events;
      await applyBatch(options.db, projection, build, checkpoint, next, kept, { replaying: !!projection.derive, replay });
      if (replay.size > replay.maxRows) await replay.flush(sql, build);
      // Let the process's other work in between batches: on embedded PGlite every query runs on this
      // thread and resolves at once, so without a turn of the event loop a long rebuild (an as-of
      // snapshot asked for from the screens, issue #32) would hold every request until it ends.
      await new Promise((resolve) => setImmediate(resolve));
      checkpoint = next;
      applied += kept.length;
      waitMs = 0;
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      const rate = applied / seconds;
      options.onProgress?.({
        projection: projection.name,
        applied,
        total: Math.max(total, applied),
        eventsPerSecond: rate,
        etaSeconds: rate > 0 ? Math.max(total - applied, 0) / rate : 0,
      });
      continue;
    }
    if (compareCheckpoints(checkpoint, target) >= 0) break;
    if (Date.now() > deadline) throw new Error(`rebuild of ${projection.name}: committed events stayed unreadable (a long-open transaction?)`);
    waitMs = Math.min(waitMs > 0 ? waitMs * 2 : 25, 1000);
    await new Promise((r) => setTimeout(r, waitMs));
    ahead = read(checkpoint);
  }
  await replay.flush(sql, build);

  // Derived tables (aggregates of the replayed rows) in one statement each, then the read indexes,
  // built once over the finished tables. Then, on PostgreSQL, VACUUM ANALYZE:
  // the replay's updates left dead row versions the readers would step over until autovacuum
  // came by (and the visibility map allows index-only scans), and the planner gets fresh statistics
  // of the indexed columns (D-661). A table written by one frozen COPY (ReplayRows) has nothing to
  // vacuum: ANALYZE alone.
  if (projection.derive) await sql.exec(projection.derive(build));
  await createReadIndexesInParallel(sql, projection, build);
  if (options.store.kind === 'postgres') {
    for (const t of projection.tables) await analyzeBuiltTable(sql, `${build}.${t}`, replay.frozen.has(t)).catch(() => undefined);
  }
  if (options.intoSchema) return { applied, checkpoint };
  await swapIn(options, build);
  rebuilds.inc({ projection: projection.name });
  const live = await readCheckpoint(sql, options.schema, projection.name);
  return { applied, checkpoint: live?.checkpoint ?? checkpoint };
}

/** Moves the build tables into the live schema and takes over the build's checkpoint. */
async function swapIn(options: RebuildOptions, build: string) {
  const { sql, projection, schema } = options;
  await sql.transaction(async (tx) => {
    // Blocks the live runner's next batch (it updates this row) until we commit.
    await tx.query(`SELECT 1 FROM projection_checkpoints WHERE schema_name = $1 AND projection = $2 FOR UPDATE`, [
      schema,
      projection.name,
    ]);
    const built = await readCheckpoint(tx, build, projection.name);
    await dropProjectionTables(tx, projection, schema);
    for (const t of projection.tables) await tx.exec(`ALTER TABLE ${build}.${t} SET SCHEMA ${schema}`);
    await tx.query(
      `UPDATE projection_checkpoints SET version = $3, transaction_id = $4, global_position = $5,
              events_applied = $6, updated_at = now()
        WHERE schema_name = $1 AND projection = $2`,
      [schema, projection.name, projection.version, built!.checkpoint.transactionId, built!.checkpoint.globalPosition, built!.eventsApplied],
    );
    await tx.query(`DELETE FROM projection_checkpoints WHERE schema_name = $1 AND projection = $2`, [build, projection.name]);
    await tx.exec(`DROP SCHEMA IF EXISTS ${build} CASCADE`);
  });
}

/** The planner's idea of the log's size (-1 or 0 when it has none). */
async function plannedLogRows(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(`SELECT reltuples::bigint AS n FROM pg_class WHERE oid = 'es_events'::regclass`);
  return Number(rows[0]?.n ?? -1);
}

/** Events of these types in the log (up to `until`, by occurredAt): a progress bar's total; 0 where it cannot be counted cheaply. */
export async function countEvents(sql: SqlClient, types: readonly string[] | undefined, until?: string): Promise<number> {
  try {
    const cutoff = until ? ` AND (metadata->>'occurredAt')::timestamptz <= $2::timestamptz` : '';
    const { rows } = types
      ? await sql.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM es_events WHERE type = ANY($1::text[])${cutoff}`, until ? [types, until] : [types])
      : await sql.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM es_events WHERE true${cutoff.replace('$2', '$1')}`, until ? [until] : []);
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0; // EventStoreDB: no cheap count; progress shows applied events without a total
  }
}
