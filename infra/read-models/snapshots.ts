import type { SqlClient, SqlConnection } from '../db/sql-client';

/**
 * The registry of as-of snapshots (issue #6 time travel, D-180/D-181): one row per (snapshot,
 * projection) in public, beside projection_checkpoints. A snapshot's id is the schema its tables
 * live in (asof_YYYYMMDD… from the command line, asof_j<job> from the Reports screens); readers
 * resolve an id through this table only, so user input never becomes an SQL identifier. The live
 * runner only ever works in `rm`, never in these schemas.
 *
 * Issue #32: a snapshot asked for from the screens belongs to the practice that asked (practice_id,
 * and the job that built it, job_id): only that practice's users find it. One built on the command
 * line belongs to nobody and is offered to every practice (each report still reads only the
 * caller's practice from it).
 */
export const SNAPSHOTS_DDL = /* sql */ `
CREATE TABLE IF NOT EXISTS read_model_snapshots (
  id             text NOT NULL,
  schema_name    text NOT NULL,
  as_of          text NOT NULL,
  projection     text NOT NULL,
  built_at       text NOT NULL,
  events_applied bigint NOT NULL,
  PRIMARY KEY (id, projection)
);
ALTER TABLE read_model_snapshots ADD COLUMN IF NOT EXISTS practice_id text;
ALTER TABLE read_model_snapshots ADD COLUMN IF NOT EXISTS job_id text;`;

export interface SnapshotRow {
  id: string;
  schemaName: string;
  /** ISO instant: every event at or before it is in the snapshot. */
  asOf: string;
  projection: string;
  builtAt: string;
  eventsApplied: number;
  /** Issue #32: the practice whose user asked for it from the screens (absent: built on the command line, shared). */
  practiceId?: string | null;
  jobId?: string | null;
}

export interface Snapshot {
  id: string;
  schemaName: string;
  asOf: string;
  builtAt: string;
  projections: string[];
  eventsApplied: number;
  practiceId: string | null;
  jobId: string | null;
}

/** Whose snapshots a reader sees: one practice's and the shared ones; absent = every snapshot (the command line). */
export interface SnapshotScope {
  practiceId: string;
}

const SAFE_SCHEMA = /^asof_[a-z0-9_]{1,58}$/;

async function registryColumns(db: SqlConnection): Promise<'none' | 'v1' | 'v2'> {
  const { rows } = await db.query<{ t: string | null; c: number | string }>(
    `SELECT to_regclass('public.read_model_snapshots')::text AS t,
            (SELECT count(*) FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'read_model_snapshots' AND column_name = 'practice_id') AS c`,
  );
  if (!rows[0]?.t) return 'none';
  return Number(rows[0].c) > 0 ? 'v2' : 'v1';
}

/** Every snapshot the scope may see, newest cutoff first, its projections folded together. */
export async function listSnapshots(db: SqlConnection, scope?: SnapshotScope): Promise<Snapshot[]> {
  const columns = await registryColumns(db);
  if (columns === 'none') return [];
  const owner = columns === 'v2' ? 'practice_id, job_id' : 'NULL::text AS practice_id, NULL::text AS job_id';
  const where = scope && columns === 'v2' ? 'WHERE practice_id IS NULL OR practice_id = $1' : '';
  const { rows } = await db.query<{ id: string; schema_name: string; as_of: string; projection: string; built_at: string; events_applied: number | string; practice_id: string | null; job_id: string | null }>(
    `SELECT id, schema_name, as_of, projection, built_at, events_applied, ${owner} FROM read_model_snapshots ${where} ORDER BY as_of DESC, id, projection`,
    where ? [scope!.practiceId] : [],
  );
  const byId = new Map<string, Snapshot>();
  for (const r of rows) {
    if (!SAFE_SCHEMA.test(r.schema_name)) continue;
    const s = byId.get(r.id) ?? { id: r.id, schemaName: r.schema_name, asOf: r.as_of, builtAt: r.built_at, projections: [], eventsApplied: 0, practiceId: r.practice_id, jobId: r.job_id };
    s.projections.push(r.projection);
    if (r.built_at > s.builtAt) s.builtAt = r.built_at;
    s.eventsApplied = Math.max(s.eventsApplied, Number(r.events_applied));
    byId.set(r.id, s);
  }
  return [...byId.values()];
}

/** One snapshot by id, if the scope may see it (any string: it is only ever compared, never spliced into SQL). */
export async function findSnapshot(db: SqlConnection, id: string, scope?: SnapshotScope): Promise<Snapshot | undefined> {
  return (await listSnapshots(db, scope)).find((s) => s.id === id);
}

export async function recordSnapshot(db: SqlConnection, row: SnapshotRow): Promise<void> {
  if (!SAFE_SCHEMA.test(row.schemaName)) throw new Error(`Invalid snapshot schema: ${row.schemaName}`);
  await db.exec(SNAPSHOTS_DDL);
  await db.query(
    `INSERT INTO read_model_snapshots (id, schema_name, as_of, projection, built_at, events_applied, practice_id, job_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id, projection) DO UPDATE
       SET schema_name = $2, as_of = $3, built_at = $5, events_applied = $6, practice_id = $7, job_id = $8`,
    [row.id, row.schemaName, row.asOf, row.projection, row.builtAt, row.eventsApplied, row.practiceId ?? null, row.jobId ?? null],
  );
}

/**
 * Removes a snapshot: its registry rows, its checkpoints and its schema. False when unknown.
 * `schemaName` drops a schema the registry does not (yet) know: a build that was cut short.
 */
export async function dropSnapshot(db: SqlClient, id: string, options: { schemaName?: string } = {}): Promise<boolean> {
  const found = await findSnapshot(db, id);
  const schema = found?.schemaName ?? options.schemaName;
  if (!schema || !SAFE_SCHEMA.test(schema)) return false;
  await db.transaction(async (tx) => {
    if (found) await tx.query(`DELETE FROM read_model_snapshots WHERE id = $1`, [id]);
    await tx.query(`DELETE FROM projection_checkpoints WHERE schema_name = $1`, [schema]);
    await tx.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });
  return !!found;
}
