import type { SqlConnection } from '../db/sql-client';
import type { Checkpoint } from '../event-store/port';
import { compareCheckpoints, START } from '../event-store/port';

/** projection_checkpoints lives in public: one row per (schema, projection). */
export const CHECKPOINTS_DDL = /* sql */ `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  schema_name     text NOT NULL,
  projection      text NOT NULL,
  version         int NOT NULL,
  transaction_id  text NOT NULL DEFAULT '0',
  global_position bigint NOT NULL DEFAULT 0,
  events_applied  bigint NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (schema_name, projection)
);`;

export interface CheckpointRow {
  checkpoint: Checkpoint;
  version: number;
  eventsApplied: number;
}

export async function readCheckpoint(
  db: SqlConnection,
  schema: string,
  projection: string,
): Promise<CheckpointRow | undefined> {
  const { rows } = await db.query<{ transaction_id: string; global_position: number; version: number; events_applied: number }>(
    `SELECT transaction_id, global_position, version, events_applied FROM projection_checkpoints
      WHERE schema_name = $1 AND projection = $2`,
    [schema, projection],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    checkpoint: { transactionId: r.transaction_id, globalPosition: Number(r.global_position) },
    version: r.version,
    eventsApplied: Number(r.events_applied),
  };
}

export async function readAllCheckpoints(db: SqlConnection, schema: string): Promise<Map<string, CheckpointRow>> {
  const { rows } = await db.query<{ projection: string; transaction_id: string; global_position: number; version: number; events_applied: number }>(
    `SELECT projection, transaction_id, global_position, version, events_applied FROM projection_checkpoints WHERE schema_name = $1`,
    [schema],
  );
  return new Map(
    rows.map((r) => [
      r.projection,
      {
        checkpoint: { transactionId: r.transaction_id, globalPosition: Number(r.global_position) },
        version: r.version,
        eventsApplied: Number(r.events_applied),
      },
    ]),
  );
}

/**
 * Compare-and-set: advances only if the stored checkpoint is still `from`. Returns false when
 * another runner (or a rebuild swap) moved it, so the caller must reload instead of applying.
 */
export async function advanceCheckpoint(
  db: SqlConnection,
  schema: string,
  projection: string,
  from: Checkpoint,
  to: Checkpoint,
  applied: number,
): Promise<boolean> {
  const r = await db.query(
    `UPDATE projection_checkpoints
        SET transaction_id = $3, global_position = $4, events_applied = events_applied + $7, updated_at = now()
      WHERE schema_name = $1 AND projection = $2 AND transaction_id = $5 AND global_position = $6`,
    [schema, projection, to.transactionId, to.globalPosition, from.transactionId, from.globalPosition, applied],
  );
  return r.rowCount === 1;
}

export async function resetCheckpoint(db: SqlConnection, schema: string, projection: string, version: number) {
  await db.query(
    `INSERT INTO projection_checkpoints (schema_name, projection, version, transaction_id, global_position, events_applied)
     VALUES ($1, $2, $3, '0', 0, 0)
     ON CONFLICT (schema_name, projection) DO UPDATE
       SET version = $3, transaction_id = '0', global_position = 0, events_applied = 0, updated_at = now()`,
    [schema, projection, version],
  );
}

export function hasReached(current: Checkpoint, target: Checkpoint): boolean {
  return compareCheckpoints(current, target) >= 0;
}

export { START };
