import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SqlClient } from '../../infra/db/sql-client';
import type { EventStore } from '../../infra/event-store/port';
import { createApiServer } from '../../infra/http/create-api-server';
import type { ReadModels } from '../../infra/read-models/tables';
import { queryApi } from '../../query-api/app';

/** The query API in-process on the bench's database, ready for `app.inject` (no projector runs inside it; every session counts as valid). */
export async function benchQueryApi(sql: SqlClient, db: Kysely<ReadModels>, store: EventStore): Promise<FastifyInstance> {
  const app = await createApiServer({
    title: 'bench',
    appOrigin: 'http://localhost',
    auth: { secret: 'bench-secret-bench-secret-bench-secret', tokenTtlMs: 3_600_000, isSessionValid: async () => true },
    apps: [{ plugin: queryApi as never, options: { sql, db, store, projectionNames: [] } }],
  });
  await app.ready();
  return app;
}
