import { loadConfig } from '../../infra/config/env';
import type { Clock } from '../../infra/clock';
import { openMailer } from '../../infra/mail/open-mailer';
import { openInfrastructure } from '../../infra/process/open-infrastructure';
import { openQueue } from '../../infra/queue/open-queue';
import { createSandboxProgramme } from '../../infra/rewards/sandbox';
import { createDevSmsOutbox } from '../../infra/sms/dev-outbox';
import { type RunningWorkers, startWorkers } from '../../workers/start-workers';
import type { TestPlatform } from './test-platform';

/**
 * A second worker process beside the test platform's own (as `npm run start:workers` beside it in
 * production): on PostgreSQL its own connection pool (so its advisory locks are another session's),
 * on BullMQ the platform's queues through its own connection; on PGlite (one process per database)
 * the platform's database, where the locks are held in memory. Its projections, reactors and
 * scheduler stand by while the platform's are active, and take over when those stop.
 */
export async function startSecondWorkers(platform: TestPlatform, opts: { clock?: Clock; schedulerPollMs?: number } = {}): Promise<{ workers: RunningWorkers; stop(): Promise<void> }> {
  const own = platform.databaseUrl ? await openInfrastructure({ databaseUrl: platform.databaseUrl, dataDir: ':memory:' }) : undefined;
  const { sql, db, store } = own ?? platform.infra;
  const config = loadConfig({ ...process.env, DATA_DIR: ':memory:' });
  const queue = openQueue({ redisUrl: config.redisUrl, prefix: platform.queuePrefix });
  const workers = await startWorkers({
    sql,
    db,
    store,
    queue,
    mailer: openMailer({ db: sql }),
    sms: createDevSmsOutbox(sql),
    rewards: createSandboxProgramme({ latencyMs: 20 }),
    jwtSecret: config.jwtSecret,
    appOrigin: new URL(platform.url).origin,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.schedulerPollMs ? { schedulerPollMs: opts.schedulerPollMs } : {}),
  });
  return {
    workers,
    async stop() {
      await workers.stop();
      await queue.close();
      await own?.close();
    },
  };
}
