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
  // Several processes racing on CREATE … IF NOT EXISTS can collide in the catalog (23505 on
  // pg_type, 42P07 duplicate table, 42710 duplicate type); another one created it, so running
  // again is a no-op — a few times, since a third client may collide on the index as well.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.exec(DDL);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 5 || !['23505', '42P07', '42710'].includes(code ?? '')) throw err;
    }
  }
}
