import type { SqlClient } from '../db/sql-client';
import type { EventStore } from '../event-store/port';
import { hasReached, readAllCheckpoints } from './checkpoints';
import { READ_MODEL_SCHEMA } from './tables';

/** Polls the checkpoints until every named projection has applied the event at `position`. */
export function createPositionWaiter(sql: SqlClient, store: EventStore, schema = READ_MODEL_SCHEMA) {
  return async function waitFor(readModels: readonly string[], position: number, timeoutMs: number): Promise<boolean> {
    const target = await store.checkpointOf(position);
    if (!target) return true; // unknown position: nothing to wait for
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await readAllCheckpoints(sql, schema);
      const ok = readModels.every((name) => {
        const row = rows.get(name);
        return row !== undefined && hasReached(row.checkpoint, target);
      });
      if (ok) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, 15));
    }
  };
}
