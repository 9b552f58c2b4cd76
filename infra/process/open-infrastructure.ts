import type { Kysely } from 'kysely';
import { createKysely } from '../db/kysely';
import { withDdlLock } from '../db/ddl-lock';
import { openDatabase } from '../db/open-database';
import type { SqlClient } from '../db/sql-client';
import type { EventStore } from '../event-store/port';
import { openEventStore } from '../event-store/open-event-store';
import { CHECKPOINTS_DDL } from '../read-models/checkpoints';
import type { ReadModels } from '../read-models/tables';
import { addPool } from '../observability/metrics/process-metrics';

export interface Infrastructure {
  sql: SqlClient;
  db: Kysely<ReadModels>;
  store: EventStore;
  close(): Promise<void>;
}

/** Database, read-model query builder and event store for a process, from configuration. */
export async function openInfrastructure(opts: { databaseUrl?: string; dataDir: string; eventStoreUrl?: string; dbPoolMax?: number }): Promise<Infrastructure> {
  const sql = openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir, poolMax: opts.dbPoolMax });
  const store = openEventStore({ sql, eventStoreUrl: opts.eventStoreUrl });
  await withDdlLock(sql, async () => {
    await store.init();
    await sql.exec(CHECKPOINTS_DDL);
  });
  const db = createKysely<ReadModels>(sql);
  const removePool = addPool(() => sql.stats());
  return {
    sql,
    db,
    store,
    async close() {
      removePool();
      await store.close();
      await db.destroy();
      await sql.end();
    },
  };
}

