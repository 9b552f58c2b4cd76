import type { Kysely } from 'kysely';
import type { Clock } from '../infra/clock';
import type { SqlClient } from '../infra/db/sql-client';
import type { EventStore } from '../infra/event-store/port';
import type { Mailer } from '../infra/mail/port';
import type { JobQueue } from '../infra/queue/port';
import type { ReadModels } from '../infra/read-models/tables';
import { projections } from '../projections';
import { processAccountJobs } from './account-jobs';
import { processAccessRequestJobs } from './jobs/send-access-request-email';
import { processOrderJobs } from './jobs/order-jobs';
import { orderConfirmationEmailReactor, orderFulfilmentReactor, orderShippingEmailReactor } from './reactors/order-reactors';
import { startProjections, type RunningProjections } from './projections/projection-runner';
import { reactorAsProjection } from './reactors/reactor';
import { accessRequestEmailReactor } from './reactors/access-request-email-reactor';
import { accountEmailReactor } from './reactors/account-email-reactor';
import { welcomeEmailReactor } from './reactors/welcome-email-reactor';
import { TIMER_HANDLERS } from './scheduler/handlers';
import { type RunningScheduler, startScheduler } from './scheduler/scheduler';

export const REACTORS = [welcomeEmailReactor, accountEmailReactor, accessRequestEmailReactor, orderConfirmationEmailReactor, orderFulfilmentReactor, orderShippingEmailReactor];

export interface WorkerDeps {
  sql: SqlClient;
  db: Kysely<ReadModels>;
  store: EventStore;
  queue: JobQueue;
  mailer: Mailer;
  jwtSecret: string;
  appOrigin: string;
  log?: (m: string) => void;
  /** The scheduler's clock (tests drive it); the system clock by default. */
  clock?: Clock;
  /** Scheduler poll interval (default 1 s). */
  schedulerPollMs?: number;
}

export interface RunningWorkers extends RunningProjections {
  scheduler: RunningScheduler;
}

/** Projections, reactors (as checkpointed subscriptions) and the job processors they feed. */
export async function startWorkers(deps: WorkerDeps): Promise<RunningWorkers> {
  await processAccountJobs(deps);
  await processAccessRequestJobs(deps);
  await processOrderJobs(deps);
  const running = await startProjections({
    sql: deps.sql,
    db: deps.db,
    store: deps.store,
    projections: [...projections, ...REACTORS.map((r) => reactorAsProjection(r, deps.queue))],
    log: deps.log,
  });
  const scheduler = await startScheduler({
    sql: deps.sql,
    db: deps.db,
    store: deps.store,
    handlers: TIMER_HANDLERS,
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.schedulerPollMs ? { pollMs: deps.schedulerPollMs } : {}),
    ...(deps.log ? { log: deps.log } : {}),
  });
  return {
    scheduler,
    caughtUp: (timeoutMs) => running.caughtUp(timeoutMs),
    async stop() {
      await scheduler.stop();
      await running.stop();
    },
  };
}
