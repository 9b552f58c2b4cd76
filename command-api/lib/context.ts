import type { SqlClient } from '../../infra/db/sql-client';
import type { EventStore } from '../../infra/event-store/port';

/** What every command route needs. Passed as the app plugin's options. */
export interface CommandContext {
  store: EventStore;
  sql: SqlClient;
  tokenTtlMs: number;
}
