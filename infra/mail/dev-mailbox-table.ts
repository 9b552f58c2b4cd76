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
`;

const ensured = new WeakMap<SqlConnection, Promise<void>>();

/**
 * Creates the dev mailbox table if missing, once per client. Not a migration: the table is a
 * development convenience that only exists where the dev mailbox is used.
 */
export function ensureDevMailboxTable(db: SqlConnection): Promise<void> {
  let done = ensured.get(db);
  if (!done) {
    done = createTable(db);
    ensured.set(db, done);
    done.catch(() => ensured.delete(db));
  }
  return done;
}

async function createTable(db: SqlConnection): Promise<void> {
  try {
    await db.exec(DDL);
  } catch (err) {
    // Two processes racing on CREATE … IF NOT EXISTS can collide in the catalog (23505 on
    // pg_type, or 42P07); the other one created it, so running again is a no-op.
    const code = (err as { code?: string }).code;
    if (code !== '23505' && code !== '42P07') throw err;
    await db.exec(DDL);
  }
}
