import { describe, it } from 'vitest';
import { EventStoreDbEventStore } from '../../infra/event-store/eventstoredb-event-store';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { freshPglite, freshPostgres, realPostgresUrl } from '../support/database';
import { describeEventStoreContract } from './event-store.contract';
import { createFakeEventStoreDbClient } from './fake-eventstoredb-client';

/** The one contract suite against every adapter this machine can reach (guide §3, §7). */

describeEventStoreContract('PostgreSQL adapter on PGlite', async () => {
  const db = await freshPglite();
  return { store: new PostgresEventStore(db.client, { pollIntervalMs: 100 }), cleanup: () => db.drop() };
});

const databaseUrl = realPostgresUrl();
if (databaseUrl) {
  describeEventStoreContract('PostgreSQL adapter on real PostgreSQL', async () => {
    const db = await freshPostgres(databaseUrl);
    return { store: new PostgresEventStore(db.client, { pollIntervalMs: 100 }), cleanup: () => db.drop() };
  });
} else {
  skipBecause('PostgreSQL: skipped, DATABASE_URL not set');
}

const eventStoreUrl = process.env.EVENTSTORE_URL;
if (eventStoreUrl) {
  describeEventStoreContract('EventStoreDB adapter on EVENTSTORE_URL', async () => ({
    store: EventStoreDbEventStore.fromConnectionString(eventStoreUrl, { pollIntervalMs: 100 }),
    cleanup: async () => undefined,
  }));
} else {
  skipBecause('EventStoreDB: skipped, EVENTSTORE_URL not set');
}

// Not a server: runs the adapter's own logic (ids, paging by commit, replays) on a model of the client.
describeEventStoreContract('EventStoreDB adapter on an in-memory fake client (not a real server)', async () => ({
  store: new EventStoreDbEventStore(createFakeEventStoreDbClient(), { pollIntervalMs: 100, scanLimit: 3 }),
  cleanup: async () => undefined,
}));

function skipBecause(reason: string): void {
  console.log(reason);
  describe.skip(reason, () => {
    it('runs the event store contract', () => {});
  });
}
