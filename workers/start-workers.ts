import type { Kysely } from 'kysely';
import type { Clock } from '../infra/clock';
import type { SqlClient } from '../infra/db/sql-client';
import { openLockSession } from '../infra/db/lock-session';
import type { EventStore } from '../infra/event-store/port';
import type { Mailer } from '../infra/mail/port';
import type { JobQueue } from '../infra/queue/port';
import type { ReadModels } from '../infra/read-models/tables';
import { projections } from '../projections';
import { processAccountJobs } from './account-jobs';
import { processAccessRequestJobs } from './jobs/send-access-request-email';
import { processOrderJobs } from './jobs/order-jobs';
import { orderConfirmationEmailReactor, orderDeliveryNoticeReactor, orderFulfilmentReactor, orderShippingEmailReactor } from './reactors/order-reactors';
import { processAnnouncementJobs } from './jobs/broadcast-announcement';
import { announcementBroadcastReactor } from './reactors/announcement-broadcast-reactor';
import { processRewardsJobs } from './jobs/rewards-claim-jobs';
import { rewardsClaimReactor } from './reactors/rewards-claim-reactor';
import { rewardsReminderReactor, rewardsWindowReactor } from './reactors/rewards-reminder-reactors';
import type { RewardsProgrammePort } from '../infra/rewards/port';
import { startProjections, type RunningProjections } from './projections/projection-runner';
import { reactorAsProjection } from './reactors/reactor';
import { openReactorOutbox, type ReactorOutbox } from './reactors/reactor-outbox';
import { accessRequestEmailReactor } from './reactors/access-request-email-reactor';
import { accountEmailReactor } from './reactors/account-email-reactor';
import { welcomeEmailReactor } from './reactors/welcome-email-reactor';
import { timerHandlers } from './scheduler/handlers';
import { openSmsSender } from '../infra/sms/open-sms';
import type { SmsSender } from '../infra/sms/port';
import { type RunningScheduler, startScheduler } from './scheduler/scheduler';
import { analysisJobReactor, analysisOutputReactor } from './reactors/analysis-job-reactors';
import { processAnalysisJobs } from './jobs/analysis/run-analysis-job';
import { reportSnapshotRunner } from './jobs/time-travel/report-snapshot-runner';
import { whatIfRunner } from './jobs/what-if/what-if-runner';
import { analyticsExportRunner } from './jobs/analytics-export/analytics-export-runner';

export const REACTORS = [welcomeEmailReactor, accountEmailReactor, accessRequestEmailReactor, orderConfirmationEmailReactor, orderFulfilmentReactor, orderShippingEmailReactor, orderDeliveryNoticeReactor, contactEmailsReactor, practiceSignupEmailReactor, announcementBroadcastReactor, rewardsClaimReactor, rewardsWindowReactor, rewardsReminderReactor, analysisJobReactor, analysisOutputReactor];
import { contactEmailsReactor, practiceSignupEmailReactor } from './reactors/public-site-reactors';
import { processPublicSiteJobs } from './jobs/public-site-jobs';

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
  /** The SMS port (default: Twilio when configured, else the dev outbox). */
  sms?: SmsSender;
  /** Scheduler poll interval (default 1 s). */
  schedulerPollMs?: number;
  /** Manufacturer rewards programmes (issue #15): claims are sent through it. */
  rewards?: RewardsProgrammePort;
}

export interface RunningWorkers extends RunningProjections {
  scheduler: RunningScheduler;
  outbox: ReactorOutbox;
}

/** Projections, reactors (as checkpointed subscriptions) and the job processors they feed. */
export async function startWorkers(input: WorkerDeps): Promise<RunningWorkers> {
  // One connection holds every lock of this process: the projections', the reactors', the scheduler's and the outbox sweep's (D-561).
  const locks = openLockSession(input.sql);
  const outbox = await openReactorOutbox({ sql: input.sql, queue: input.queue, locks, log: input.log });
  // Processors register on the outbox's queue, so a completed job settles its outbox row.
  const deps: WorkerDeps = { ...input, queue: outbox.queue };
  const sms = deps.sms ?? openSmsSender({ db: deps.sql });
  await processAccountJobs(deps);
  await processAccessRequestJobs(deps);
  await processOrderJobs(deps);
  await processPublicSiteJobs(deps);
  await processAnnouncementJobs(deps);
  await processRewardsJobs({ ...deps, sms });
  // Issue #32: long analysis work (report snapshots, what-if replays), one mechanism for every kind.
  await processAnalysisJobs({
    store: deps.store,
    queue: deps.queue,
    runners: { 'report-snapshot': reportSnapshotRunner(deps), 'what-if': whatIfRunner(deps), 'analytics-export': analyticsExportRunner(deps) },
    ...(deps.log ? { log: deps.log } : {}),
  });
  const running = await startProjections({
    locks,
    sql: deps.sql,
    db: deps.db,
    store: deps.store,
    projections: [...projections, ...REACTORS.map((r) => reactorAsProjection(r, outbox))],
    log: deps.log,
  });
  const scheduler = await startScheduler({
    locks,
    sql: deps.sql,
    db: deps.db,
    store: deps.store,
    handlers: timerHandlers({ mailer: deps.mailer, sms, appOrigin: deps.appOrigin }),
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...(deps.schedulerPollMs ? { pollMs: deps.schedulerPollMs } : {}),
    ...(deps.log ? { log: deps.log } : {}),
  });
  return {
    scheduler,
    outbox,
    caughtUp: (timeoutMs) => running.caughtUp(timeoutMs),
    active: () => running.active(),
    async stop() {
      await scheduler.stop();
      await running.stop();
      await outbox.stop();
      await locks.close();
    },
  };
}
