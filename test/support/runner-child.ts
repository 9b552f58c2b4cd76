/**
 * A projection runner in its own process, for the kill -9 test: it applies slowly and says
 * "batch N" when it is inside a batch transaction, so the parent can kill it mid-batch.
 */
import { createPgClient } from '../../infra/db/pg-client';
import { createKysely } from '../../infra/db/kysely';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import type { ReadModels } from '../../infra/read-models/tables';
import { customersProjection } from '../../projections/customers';
import { startProjections } from '../../workers/projections/projection-runner';

const sql = createPgClient(process.env.CHILD_DATABASE_URL!);
const store = new PostgresEventStore(sql, { pollIntervalMs: 50 });
let n = 0;
await startProjections({
  sql,
  db: createKysely<ReadModels>(sql),
  store,
  batchSize: 40,
  projections: [
    {
      ...customersProjection,
      async apply(ctx, events) {
        n++;
        await customersProjection.apply(ctx, events.slice(0, 20));
        process.stdout.write(`batch ${n}\n`);
        await new Promise((r) => setTimeout(r, 400));
        await customersProjection.apply(ctx, events.slice(20));
      },
    },
  ],
});
