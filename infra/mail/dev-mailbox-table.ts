import { ensureTables } from '../db/ensure-tables';
import type { SqlConnection } from '../db/sql-client';

const DDL = `
CREATE TABLE IF NOT EXISTS dev_mailbox (
  id uuid PRIMARY KEY,
  "to" text NOT NULL,
  subject text NOT NULL,
  "text" text NOT NULL,
  html text,
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  sent_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX IF NOT EXISTS dev_mailbox_sent_at_idx ON dev_mailbox (sent_at DESC, id DESC);
ALTER TABLE dev_mailbox ADD COLUMN IF NOT EXISTS idempotency_key text;
CREATE UNIQUE INDEX IF NOT EXISTS dev_mailbox_idempotency_key ON dev_mailbox (idempotency_key);
`;

/** Creates the dev mailbox table if missing, once per client (a development convenience, not a migration). */
export function ensureDevMailboxTable(db: SqlConnection): Promise<void> {
  return ensureTables(db, DDL);
}
