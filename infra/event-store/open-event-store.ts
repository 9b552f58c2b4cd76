import type { SqlClient } from '../db/sql-client';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import type { EventStore } from './port';
import { PostgresEventStore } from './postgres-event-store';

/** EVENTSTORE_URL set → EventStoreDB; otherwise the PostgreSQL store on the process's database (guide §3). */
export function openEventStore(opts: { sql: SqlClient; eventStoreUrl?: string; pollIntervalMs?: number }): EventStore {
  const tuning = opts.pollIntervalMs === undefined ? {} : { pollIntervalMs: opts.pollIntervalMs };
  if (opts.eventStoreUrl) return EventStoreDbEventStore.fromConnectionString(opts.eventStoreUrl, tuning);
  return new PostgresEventStore(opts.sql, tuning);
}
