import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createKysely } from '../../infra/db/kysely';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { CHECKPOINTS_DDL } from '../../infra/read-models/checkpoints';
import type { ReadModels } from '../../infra/read-models/tables';
import { freshDatabase, type TestDatabase } from './database';

export type ReadModelDb = ReturnType<typeof createKysely<ReadModels>>;

/** An event store, the checkpoints table and a query builder on one test database (projection tests). */
export interface StoreBed {
  db: TestDatabase;
  store: PostgresEventStore;
  kdb: ReadModelDb;
}

export async function openStoreBed(database?: TestDatabase, pollIntervalMs = 50): Promise<StoreBed & { close(): Promise<void> }> {
  const db = database ?? (await freshDatabase());
  const store = new PostgresEventStore(db.client, { pollIntervalMs });
  await store.init();
  await db.client.exec(CHECKPOINTS_DDL);
  const kdb = createKysely<ReadModels>(db.client);
  return {
    db,
    store,
    kdb,
    async close() {
      await store.close();
      await kdb.destroy();
      await db.drop();
    },
  };
}

/** Stands for an object that exists from a hook on (its methods bound to it). */
function later<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Something a test file needs open while its tests run: opened for the file (`beforeAll`), or for
 * each test (`each`: `beforeEach`), closed afterwards; `current()` is the open one.
 */
function hooked<T>(open: () => Promise<T>, close: (opened: T) => Promise<void>, each: boolean, what: string): () => T {
  let opened: T | undefined;
  (each ? beforeEach : beforeAll)(async () => {
    opened = await open();
  });
  (each ? afterEach : afterAll)(async () => {
    if (opened !== undefined) await close(opened);
    opened = undefined;
  });
  return () => {
    if (opened === undefined) throw new Error(`the test database is not open (${what}() registers a before hook)`);
    return opened;
  };
}

/**
 * A fresh database (DATABASE_URL's server, else PGlite) with an event store for the file
 * (`beforeAll`), or for each test (`{ each: true }`: `beforeEach`), closed and dropped afterwards.
 * The returned `db`, `store` and `kdb` stand for the current ones.
 */
export function storeBed({ each = false, pollIntervalMs }: { each?: boolean; pollIntervalMs?: number } = {}): StoreBed {
  const current = hooked(() => openStoreBed(undefined, pollIntervalMs), (bed) => bed.close(), each, 'storeBed');
  return { db: later(() => current().db), store: later(() => current().store), kdb: later(() => current().kdb) };
}

/**
 * A fresh database alone (PGlite takes seconds to start, so one serves the file or describe block
 * unless `{ each: true }`), dropped afterwards. The returned value stands for the current one.
 */
export function testDatabase({ each = false }: { each?: boolean } = {}): TestDatabase {
  return later(hooked(freshDatabase, (db) => db.drop(), each, 'testDatabase'));
}
