import type { Kysely } from 'kysely';
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
}

/** Projections, reactors (as checkpointed subscriptions) and the job processors they feed. */
export async function startWorkers(deps: WorkerDeps): Promise<RunningProjections> {
  await processAccountJobs(deps);
  await processAccessRequestJobs(deps);
  await processOrderJobs(deps);
  return startProjections({
    sql: deps.sql,
    db: deps.db,
    store: deps.store,
    projections: [...projections, ...REACTORS.map((r) => reactorAsProjection(r, deps.queue))],
    log: deps.log,
  });
}
