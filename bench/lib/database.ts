import { freshPglite, freshPostgres, type TestDatabase } from '../../test/support/database';

/** A fresh database for one benchmark: on DATABASE_URL's server when set (dropped after), else PGlite in memory. */
export async function freshBenchDatabase(databaseUrl: string | undefined): Promise<TestDatabase> {
  return databaseUrl ? freshPostgres(databaseUrl) : freshPglite();
}

export function describeBackend(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'PGlite in memory (embedded, one connection)';
  const u = new URL(databaseUrl);
  return `real PostgreSQL at ${u.hostname}:${u.port || '5432'} (a fresh database per benchmark, dropped after)`;
}
