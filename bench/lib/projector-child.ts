/**
 * A projector process for the benchmarks: every projection of projections/index.ts on its own
 * pool and event store over PROJECTOR_DATABASE_URL, as `npm run start:workers` runs them beside
 * the APIs. It prints `ready` once caught up; on `measure` (stdin) it starts timing each applied
 * event (projection-lag.ts: from its append and from its command to the commit of the batch that
 * applied it); on `stop` it waits until caught up, prints the lags as one JSON line (`lags {...}`)
 * and exits.
 */
import { createInterface } from 'node:readline';
import { createKysely } from '../../infra/db/kysely';
import { createPgClient } from '../../infra/db/pg-client';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import type { ReadModels } from '../../infra/read-models/tables';
import { projections } from '../../projections';
import { startProjections } from '../../workers/projections/projection-runner';
import { LagRecorder } from './projection-lag';

const sql = createPgClient(process.env.PROJECTOR_DATABASE_URL!);
const store = new PostgresEventStore(sql);
const lag = new LagRecorder();
const running = await startProjections({
  sql,
  db: createKysely<ReadModels>(sql),
  store,
  projections,
  onApplied: (_name, events) => lag.record(events),
});
await running.caughtUp(600_000);
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'measure') lag.start();
  if (line === 'stop') break;
}
await running.caughtUp(120_000);
process.stdout.write(`lags ${JSON.stringify(await lag.lags(sql))}\n`);
await running.stop();
await store.close();
await sql.end();
process.exit(0); // stdin (the parent's pipe) would keep the process alive
