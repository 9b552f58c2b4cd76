import { type Kysely, sql } from 'kysely';
import type { Checkpoint, StoredEvent } from '../../infra/event-store/port';
import type { ReadModels } from '../../infra/read-models/tables';
import type { Projection } from '../../projections';

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
  options: { replaying?: boolean } = {},
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const moved = await sql`
      UPDATE projection_checkpoints
         SET transaction_id = ${to.transactionId}, global_position = ${to.globalPosition},
             events_applied = events_applied + ${events.length}, updated_at = now()
       WHERE schema_name = ${schema} AND projection = ${projection.name}
         AND transaction_id = ${from.transactionId} AND global_position = ${from.globalPosition}`.execute(trx);
    if (Number(moved.numAffectedRows ?? 0) !== 1) throw new CheckpointMovedError(projection.name);
    if (events.length) await projection.apply({ db: trx.withSchema(schema), trx, schema, ...(options.replaying ? { replaying: true } : {}) }, events);
    await sql`SELECT pg_notify('projection_advanced', ${projection.name})`.execute(trx);
  });
}
