import { redactErrorText } from '../domain/ops/redact-error';
import { loadConfig } from '../infra/config/env';
import { openMailer } from '../infra/mail/open-mailer';
import { startOpsServer } from '../infra/observability/endpoints/ops-server';
import { metricsUrlOf, startProcessObservability } from '../infra/observability/process-observability';
import { createReadiness, infrastructureChecks, type ReadinessCheck } from '../infra/observability/readiness/readiness';
import { startTracingFromEnv } from '../infra/observability/tracing/start-tracing';
import { openInfrastructure } from '../infra/process/open-infrastructure';
import { stopOnSignals } from '../infra/process/process-lifecycle';
import { openQueue } from '../infra/queue/open-queue';
import { startWorkers } from './start-workers';
import { createSandboxProgramme } from '../infra/rewards/sandbox';

/**
 * The workers alone (`npm run start:workers`): projections and reactors (one active runner each
 * across all worker processes, via advisory locks) and the job processors (BullMQ when REDIS_URL is set).
 * With METRICS_PORT, a small listener serves /metrics, /api/ready (503 until the projections have
 * started, and while the database, the event store or Redis is out of reach) and /api/health.
 */
const tracing = startTracingFromEnv('workers');
const config = loadConfig();
let checks: ReadinessCheck[] = [];
const readiness = createReadiness({ checks: () => checks, started: false });
let running: Awaited<ReturnType<typeof startWorkers>> | undefined = undefined;
// The listener first: it answers 503 while the process opens its connections and starts its projections.
const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
const ops = metricsPort === undefined ? undefined : await startOpsServer({ port: metricsPort, host: config.host, readiness, health: () => ({ role: 'workers', projectionsRunning: running?.active().length ?? 0 }) });
const infra = await openInfrastructure(config);
const queue = openQueue({
  redisUrl: config.redisUrl,
  prefix: process.env.REDIS_PREFIX,
  onError: (err, job) => console.error(`job ${job.name ?? ''} ${job.jobId ?? ''} attempt ${job.attempt ?? ''}: ${redactErrorText((err as Error).message)}`),
});
checks = infrastructureChecks(infra, queue);
const mailer = openMailer({ smtpUrl: config.smtpUrl, from: process.env.MAIL_FROM, db: infra.sql });
running = await startWorkers({ ...infra, queue, mailer, rewards: createSandboxProgramme({ latencyMs: Number(process.env.REWARDS_SANDBOX_LATENCY_MS ?? 150) }), jwtSecret: config.jwtSecret, appOrigin: config.appOrigin, log: console.log });
readiness.setStarted(true);
const observability = await startProcessObservability({ role: 'workers', sql: infra.sql, readiness, ...(ops ? { metricsUrl: metricsUrlOf(ops.port, config.host) } : {}), log: console.log });
console.log(`workers: running (${infra.sql.kind}, ${infra.store.kind}, queue ${queue.kind}, mail ${mailer.kind}${ops ? `, metrics on port ${ops.port}` : ''})`);
stopOnSignals(async () => {
  readiness.setStarted(false);
  await running?.stop();
  await queue.close();
  await mailer.close();
  await observability.stop();
  await ops?.close();
  await infra.close();
  await tracing?.shutdown();
});
