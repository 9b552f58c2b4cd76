import type { SqlClient, SqlConnection } from '../db/sql-client';

/**
 * The registry of as-of snapshots (issue #6 time travel, D-180/D-181): one row per (snapshot,
 * projection) in public, beside projection_checkpoints. A snapshot's id is the schema its tables
 * live in (asof_YYYYMMDD…); readers resolve an id through this table only, so user input never
 * becomes an SQL identifier. The live runner only ever works in `rm`, never in these schemas.
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
);`;

export interface SnapshotRow {
  id: string;
  schemaName: string;
  /** ISO instant: every event at or before it is in the snapshot. */
  asOf: string;
  projection: string;
  builtAt: string;
  eventsApplied: number;
}

export interface Snapshot {
  id: string;
  schemaName: string;
  asOf: string;
  builtAt: string;
  projections: string[];
  eventsApplied: number;
}

const SAFE_SCHEMA = /^asof_[a-z0-9_]{1,58}$/;

async function registryExists(db: SqlConnection): Promise<boolean> {
  const { rows } = await db.query<{ t: string | null }>(`SELECT to_regclass('public.read_model_snapshots')::text AS t`);
  return !!rows[0]?.t;
}

/** Every snapshot, newest cutoff first, its projections folded together. */
export async function listSnapshots(db: SqlConnection): Promise<Snapshot[]> {
  if (!(await registryExists(db))) return [];
  const { rows } = await db.query<{ id: string; schema_name: string; as_of: string; projection: string; built_at: string; events_applied: number | string }>(
    `SELECT id, schema_name, as_of, projection, built_at, events_applied FROM read_model_snapshots ORDER BY as_of DESC, id, projection`,
  );
  const byId = new Map<string, Snapshot>();
  for (const r of rows) {
    if (!SAFE_SCHEMA.test(r.schema_name)) continue;
    const s = byId.get(r.id) ?? { id: r.id, schemaName: r.schema_name, asOf: r.as_of, builtAt: r.built_at, projections: [], eventsApplied: 0 };
    s.projections.push(r.projection);
    if (r.built_at > s.builtAt) s.builtAt = r.built_at;
    s.eventsApplied = Math.max(s.eventsApplied, Number(r.events_applied));
    byId.set(r.id, s);
  }
  return [...byId.values()];
}

/** One snapshot by id (any string: it is only ever compared, never spliced into SQL). */
export async function findSnapshot(db: SqlConnection, id: string): Promise<Snapshot | undefined> {
  if (!(await registryExists(db))) return undefined;
  return (await listSnapshots(db)).find((s) => s.id === id);
}

export async function recordSnapshot(db: SqlConnection, row: SnapshotRow): Promise<void> {
  if (!SAFE_SCHEMA.test(row.schemaName)) throw new Error(`Invalid snapshot schema: ${row.schemaName}`);
  await db.exec(SNAPSHOTS_DDL);
  await db.query(
    `INSERT INTO read_model_snapshots (id, schema_name, as_of, projection, built_at, events_applied)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id, projection) DO UPDATE
       SET schema_name = $2, as_of = $3, built_at = $5, events_applied = $6`,
    [row.id, row.schemaName, row.asOf, row.projection, row.builtAt, row.eventsApplied],
  );
}

/** Removes a snapshot: its registry rows, its checkpoints and its schema. False when unknown. */
export async function dropSnapshot(db: SqlClient, id: string): Promise<boolean> {
  const found = await findSnapshot(db, id);
  if (!found) return false;
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM read_model_snapshots WHERE id = $1`, [id]);
    await tx.query(`DELETE FROM projection_checkpoints WHERE schema_name = $1`, [found.schemaName]);
    await tx.exec(`DROP SCHEMA IF EXISTS ${found.schemaName} CASCADE`);
  });
  return true;
}
