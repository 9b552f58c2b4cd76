/**
 * A worker process that runs only the scheduler, on a clock the parent drives through stdin
 * ("set <ISO instant>"), for the two-process scheduling test. It reports on stdout: "ready",
 * "scheduler: active" when it holds the lock, and "clock <ISO>" after each set.
 */
import { createInterface } from 'node:readline';
import { ManualClock } from '../../infra/clock';
import { createKysely } from '../../infra/db/kysely';
import { createPgClient } from '../../infra/db/pg-client';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import type { ReadModels } from '../../infra/read-models/tables';
import { TIMER_HANDLERS } from '../../workers/scheduler/handlers';
import { startScheduler } from '../../workers/scheduler/scheduler';

const sql = createPgClient(process.env.CHILD_DATABASE_URL!, { max: 4 });
const store = new PostgresEventStore(sql, { pollIntervalMs: 50 });
const clock = new ManualClock(process.env.CHILD_CLOCK!);
await startScheduler({ sql, db: createKysely<ReadModels>(sql), store, clock, handlers: TIMER_HANDLERS, pollMs: 50, standbyRetryMs: 100, log: (m) => process.stdout.write(`${m}\n`) });
process.stdout.write('ready\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, at] = line.trim().split(' ');
  if (command === 'set' && at) {
    clock.set(at);
    process.stdout.write(`clock ${at}\n`);
  }
});
