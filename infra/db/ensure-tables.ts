import type { SqlConnection } from './sql-client';
import { perClientMemo } from './per-client-memo';

/** Catalog collisions of processes racing on CREATE … IF NOT EXISTS: the other one made it. */
const RACE_CODES = ['23505', '42P07', '42710', '40P01'];

/**
 * Runs idempotent DDL (CREATE … IF NOT EXISTS) once per client and DDL text. Used for the tables
 * that are not read models or events (dev mailbox, SMS outbox, sandbox providers, server keys):
 * they exist only where their adapter is used, so they are created on first use, not migrated.
 * Several processes racing can collide in the catalog (23505 on pg_type, 42P07 duplicate table,
 * 42710 duplicate type) or deadlock on the catalog's locks (40P01, one CREATE INDEX against
 * another); running again is then a no-op — a few times, since a third client may collide as well.
 */
export const ensureTables: (db: SqlConnection, ddl: string) => Promise<void> = perClientMemo(async (db, ddl: string) => {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.exec(ddl);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (attempt >= 5 || !RACE_CODES.includes(code)) throw err;
    }
  }
});
