import type { Kysely } from 'kysely';
import { createActionTokens } from '../infra/auth/action-token';
import type { SqlClient } from '../infra/db/sql-client';
import type { EventStore } from '../infra/event-store/port';
import type { Mailer } from '../infra/mail/port';
import type { JobQueue } from '../infra/queue/port';
import type { ReadModels } from '../infra/read-models/tables';
import { projections } from '../projections';
import { sendWelcomeEmailJob } from './jobs/send-welcome-email';
import { startProjections, type RunningProjections } from './projections/projection-runner';
import { reactorAsProjection } from './reactors/reactor';
import { SEND_WELCOME_EMAIL, welcomeEmailReactor } from './reactors/welcome-email-reactor';

export const REACTORS = [welcomeEmailReactor];

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
  await deps.queue.process(
    SEND_WELCOME_EMAIL,
    sendWelcomeEmailJob({ store: deps.store, mailer: deps.mailer, tokens: createActionTokens(deps.jwtSecret), appOrigin: deps.appOrigin }),
    { concurrency: 4 },
  );
  return startProjections({
    sql: deps.sql,
    db: deps.db,
    store: deps.store,
    projections: [...projections, ...REACTORS.map((r) => reactorAsProjection(r, deps.queue))],
    log: deps.log,
  });
}
