import { loadConfig } from '../infra/config/env';
import { openMailer } from '../infra/mail/open-mailer';
import { openInfrastructure } from '../infra/process/open-infrastructure';
import { stopOnSignals } from '../infra/process/process-lifecycle';
import { openQueue } from '../infra/queue/open-queue';
import { startWorkers } from './start-workers';
import { createSandboxProgramme } from '../infra/rewards/sandbox';

/**
 * The workers alone (`npm run start:workers`): projections and reactors (one active runner each
 * across all worker processes, via advisory locks) and the job processors (BullMQ when REDIS_URL is set).
 */
const config = loadConfig();
const infra = await openInfrastructure(config);
const queue = openQueue({
  redisUrl: config.redisUrl,
  prefix: process.env.REDIS_PREFIX,
  onError: (err, job) => console.error(`job ${job.name ?? ''} ${job.jobId ?? ''} attempt ${job.attempt ?? ''}: ${(err as Error).message}`),
});
const mailer = openMailer({ smtpUrl: config.smtpUrl, from: process.env.MAIL_FROM, db: infra.sql });
const running = await startWorkers({ ...infra, queue, mailer, rewards: createSandboxProgramme({ latencyMs: Number(process.env.REWARDS_SANDBOX_LATENCY_MS ?? 150) }), jwtSecret: config.jwtSecret, appOrigin: config.appOrigin, log: console.log });
console.log(`workers: running (${infra.sql.kind}, ${infra.store.kind}, queue ${queue.kind}, mail ${mailer.kind})`);
stopOnSignals(async () => {
  await running.stop();
  await queue.close();
  await mailer.close();
  await infra.close();
});
