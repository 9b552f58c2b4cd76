import { type Kysely, sql } from 'kysely';
import type { Checkpoint, StoredEvent } from '../../infra/event-store/port';
import type { ReadModels } from '../../infra/read-models/tables';
import type { Projection } from '../../projections';
import type { ReplayRows } from '../../projections/lib/replay-rows';

export class CheckpointMovedError extends Error {
  constructor(projection: string) {
    super(`Checkpoint of ${projection} moved under us; reloading`);
    this.name = 'CheckpointMovedError';
  }
}

/**
 * Applies one batch and advances the checkpoint in the same transaction (compare-and-set).
 * A crash anywhere rolls both back, so the batch is simply applied again on restart.
 */
export async function applyBatch(
  db: Kysely<ReadModels>,
  projection: Projection,
  schema: string,
  from: Checkpoint,
  to: Checkpoint,
  events: readonly StoredEvent[],
  options: { replaying?: boolean; replay?: ReplayRows } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A read model is derived data and its checkpoint commits with it: if the server loses the
    // last batches in a crash, it loses them together and the runner applies them again. So the
    // commit need not wait for the WAL flush (D-505), which on a busy disk was most of a batch.
    const moved = await sql`
      UPDATE projection_checkpoints
         SET transaction_id = ${to.transactionId}, global_position = ${to.globalPosition},
             events_applied = events_applied + ${events.length}, updated_at = now()
        FROM (SELECT set_config('synchronous_commit', 'off', true)) AS durability
       WHERE schema_name = ${schema} AND projection = ${projection.name}
         AND transaction_id = ${from.transactionId} AND global_position = ${from.globalPosition}`.execute(trx);
    if (Number(moved.numAffectedRows ?? 0) !== 1) throw new CheckpointMovedError(projection.name);
    if (events.length) {
      const { replaying, replay } = options;
      await projection.apply({ db: trx.withSchema(schema), trx, schema, ...(replaying ? { replaying } : {}), ...(replay ? { replay } : {}) }, events);
    }
    // No NOTIFY here: nothing listened to it, and a NOTIFY serialises the commits of every
    // transaction that sends one (the projections of one feed commit in parallel).
  });
}
