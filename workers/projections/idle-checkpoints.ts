import type { SqlConnection } from '../../infra/db/sql-client';
import type { Checkpoint } from '../../infra/event-store/port';
import type { Projection } from '../../projections';

/**
 * Moves the checkpoints of projections that had nothing to apply in a batch past it, together:
 * one compare-and-set statement per group of equal checkpoints (usually one), so a batch of
 * events few projections care about costs the others one statement, not a transaction each.
 * Sets the `checkpoint` of each one moved; returns those whose stored checkpoint was not where we
 * thought (moved under us: the caller reloads them).
 */
export async function advanceIdleCheckpoints<M extends { projection: Projection; checkpoint: Checkpoint }>(
  db: SqlConnection,
  schema: string,
  idle: readonly M[],
  to: Checkpoint,
): Promise<M[]> {
  const groups = new Map<string, M[]>();
  for (const m of idle) {
    const key = `${m.checkpoint.transactionId}:${m.checkpoint.globalPosition}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const moved: M[] = [];
  for (const group of groups.values()) {
    const from = group[0]!.checkpoint;
    const { rows } = await db.query<{ projection: string }>(
      // Not waiting for the WAL flush, like applyBatch: a lost advance is made again.
      `UPDATE projection_checkpoints SET transaction_id = $3, global_position = $4, updated_at = now()
         FROM (SELECT set_config('synchronous_commit', 'off', true)) AS durability
        WHERE schema_name = $1 AND projection = ANY($2::text[]) AND transaction_id = $5 AND global_position = $6
        RETURNING projection`,
      [schema, group.map((m) => m.projection.name), to.transactionId, to.globalPosition, from.transactionId, from.globalPosition],
    );
    const advanced = new Set(rows.map((r) => r.projection));
    for (const m of group) {
      if (advanced.has(m.projection.name)) m.checkpoint = to;
      else moved.push(m);
    }
  }
  return moved;
}
