import type { Kysely } from 'kysely';
import type { SqlClient } from '../../infra/db/sql-client';
import type { EventStore } from '../../infra/event-store/port';
import type { ReadModels } from '../../infra/read-models/tables';

/** What every query route needs: read models only (plus the log's head for health and read-your-writes). */
export interface QueryContext {
  sql: SqlClient;
  db: Kysely<ReadModels>;
  store: EventStore;
  /** Names of the projections this deployment keeps, for /api/health. */
  projectionNames: readonly string[];
  /** Serve the development mailbox: asked for (DEV_MAILBOX=1), no SMTP_URL, not production (D-525). */
  devMailbox?: boolean;
  /** Serve the development SMS outbox: asked for (DEV_MAILBOX=1), no Twilio, not production (D-525). */
  devSms?: boolean;
}
