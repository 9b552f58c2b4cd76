import type { Kysely } from 'kysely';
import type { StoredEvent } from '../../infra/event-store/port';
import type { ReadModels } from '../../infra/read-models/tables';
import type { Projection } from '../../projections';

class RolledBack extends Error {}

/** Applies the first `n` events in a transaction that is always rolled back: true when they apply. */
async function appliesCleanly(db: Kysely<ReadModels>, projection: Projection, schema: string, events: readonly StoredEvent[]): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      await projection.apply({ db: trx.withSchema(schema), trx, schema }, events);
      throw new RolledBack();
    });
  } catch (err) {
    return err instanceof RolledBack;
  }
  return true;
}

/**
 * The event a failed batch failed on (issue #33, D-782): a projection applies a batch as a whole,
 * so the runner knows only the batch. This bisects it, applying ever shorter prefixes in
 * transactions that are rolled back (nothing changes), about log2(batch) of them; the first event
 * whose prefix fails is the one. Undefined when every prefix applies (the failure was not the
 * events': a lock, a lost connection).
 */
export async function findFailingEvent(db: Kysely<ReadModels>, projection: Projection, schema: string, events: readonly StoredEvent[]): Promise<StoredEvent | undefined> {
  if (events.length === 0 || (await appliesCleanly(db, projection, schema, events))) return undefined;
  let good = 0; // a prefix of this length applies
  let bad = events.length; // a prefix of this length fails
  while (bad - good > 1) {
    const mid = Math.floor((good + bad) / 2);
    if (await appliesCleanly(db, projection, schema, events.slice(0, mid))) good = mid;
    else bad = mid;
  }
  return events[bad - 1];
}
