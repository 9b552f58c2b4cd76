import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgClient } from '../../infra/db/pg-client';
import { createPgliteClient } from '../../infra/db/pglite-client';
import type { SqlClient } from '../../infra/db/sql-client';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { seedDemo } from '../../command-api/seed/seed-demo';

/**
 * Test backends (guide §7): DATABASE_URL when set (a fresh database is created on that server
 * for each call and dropped afterwards); otherwise embedded PGlite in memory.
 * Testcontainers is not used here because this machine has no Docker engine; see README.
 */
export interface TestDatabase {
  client: SqlClient;
  kind: 'pg' | 'pglite';
  /** Connection string of the fresh database (real PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

export function realPostgresUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export async function freshPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `lensloop_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = createPgClient(url.toString(), { max: 20 });
  return {
    client,
    kind: 'pg',
    url: url.toString(),
    async drop() {
      await client.end().catch(() => undefined);
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** A fresh database on the PostgreSQL of `baseUrl` with the event store and the demo data in it (the cluster tests start on one). */
export async function freshDemoPostgres(baseUrl: string): Promise<TestDatabase> {
  const db = await freshPostgres(baseUrl);
  const store = new PostgresEventStore(db.client);
  await store.init();
  await seedDemo(store);
  await store.close();
  return db;
}

export async function freshPglite(): Promise<TestDatabase> {
  const client = createPgliteClient();
  return { client, kind: 'pglite', drop: () => client.end() };
}

/** The default backend of this run: real PostgreSQL if DATABASE_URL is set, else PGlite. */
export async function freshDatabase(): Promise<TestDatabase> {
  const url = realPostgresUrl();
  return url ? freshPostgres(url) : freshPglite();
}
