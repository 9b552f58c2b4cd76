import type { FastifyInstance } from 'fastify';
import { commandApi } from '../command-api/app';
import { StateCache } from '../command-api/lib/state-cache';
import { isEmptyStore, seedDemo } from '../command-api/seed/seed-demo';
import { queryApi } from '../query-api/app';
import { SUBSCRIPTION_NAMES } from '../query-api/lib/read-model-names';
import { type RunningWorkers, startWorkers } from '../workers/start-workers';
import type { Clock } from '../infra/clock';
import { openMailer } from '../infra/mail/open-mailer';
import { createSandboxPayments, type SandboxPayments } from '../infra/payments/sandbox/sandbox-provider';
import { sandboxPaymentRoutes } from '../infra/payments/sandbox/sandbox-routes';
import { createSandboxProgramme, type SandboxProgramme } from '../infra/rewards/sandbox';
import type { Mailer } from '../infra/mail/port';
import { openQueue } from '../infra/queue/open-queue';
import { processIdentity } from '../infra/observability/process-identity';
import { usesDevSmsOutbox } from '../infra/sms/open-sms';
import type { JobQueue } from '../infra/queue/port';
import { loadConfig } from '../infra/config/env';
import { createApiServer } from '../infra/http/create-api-server';
import { createSessionCheck } from '../infra/read-models/sessions';
import { openInfrastructure, type Infrastructure } from '../infra/process/open-infrastructure';
import { buildWebIfNeeded, serveWebApp } from './web-app';
import { startProcessObservability } from '../infra/observability/process-observability';
import { createReadiness, infrastructureChecks } from '../infra/observability/readiness/readiness';

export interface PlatformOptions {
  port?: number;
  host?: string;
  /** PGlite directory, or ':memory:'. Ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  eventStoreUrl?: string;
  /** BullMQ on this Redis; default REDIS_URL, else the in-process queue. */
  redisUrl?: string;
  /** Redis key prefix for the queues (tests use their own). */
  queuePrefix?: string;
  /** Seed demo data into an empty store (default: outside production). */
  seed?: boolean;
  /** With the demo data, a year of prescriptions and orders (npm start; tests leave it off). */
  demoHistory?: boolean;
  /** Build web/dist first if missing or stale (default true). */
  buildWeb?: boolean;
  /** Request logs (one JSON line per request): off, to standard output (at a level), or to a stream of JSON lines (the security tests read them). */
  logger?: boolean | { level?: string; stream?: { write(line: string): void } };
  /** The clock of scheduled work (tests drive it); the system clock by default. */
  clock?: Clock;
  schedulerPollMs?: number;
}

export interface Platform {
  url: string;
  app: FastifyInstance;
  infra: Infrastructure;
  projections: RunningWorkers;
  queue: JobQueue;
  mailer: Mailer;
  /** The payments sandbox (hosted card form, tokens, charges). */
  payments: SandboxPayments;
  /** The manufacturers' rewards programmes sandbox (issue #15). */
  rewards: SandboxProgramme;
  /** The command API's aggregate state cache (issue #19). */
  stateCache: StateCache;
  stop(): Promise<void>;
}

/**
 * Everything in one process (npm start, and the browser tests): both APIs, the projection
 * workers and the built web app on one port. In production each runs as its own process.
 */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const config = loadConfig({
    ...process.env,
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...(options.port !== undefined ? { PORT: String(options.port) } : {}),
  });
  const databaseUrl = options.databaseUrl ?? config.databaseUrl;
  const infra = await openInfrastructure({ databaseUrl, dataDir: config.dataDir, eventStoreUrl: options.eventStoreUrl ?? config.eventStoreUrl, dbPoolMax: config.dbPoolMax });
  const log = options.logger === false ? () => undefined : (m: string) => console.log(m);

  if (options.buildWeb !== false) await buildWebIfNeeded(false, log);

  const queue = openQueue({
    redisUrl: options.redisUrl ?? config.redisUrl,
    prefix: options.queuePrefix ?? process.env.REDIS_PREFIX,
    onError: (err, job) => console.error(`job ${job.name ?? ''} ${job.jobId ?? ''} attempt ${job.attempt ?? ''}: ${(err as Error).message}`),
  });
  const mailer = openMailer({ smtpUrl: config.smtpUrl, from: process.env.MAIL_FROM, db: infra.sql });
  const rewards = createSandboxProgramme({ latencyMs: Number(process.env.REWARDS_SANDBOX_LATENCY_MS ?? 150) });
  const running = await startWorkers({ ...infra, queue, mailer, rewards, processId: processIdentity('platform').processId, jwtSecret: config.jwtSecret, appOrigin: config.appOrigin, log, ...(options.clock ? { clock: options.clock } : {}), ...(options.schedulerPollMs ? { schedulerPollMs: options.schedulerPollMs } : {}) });
  const payments = createSandboxPayments(infra.sql);
  const stateCache = new StateCache(config.stateCacheBytes);
  const seed = options.seed ?? !config.production;
  if (seed && (await isEmptyStore(infra.store))) {
    const { accounts, prescriptions, orders } = await seedDemo(infra.store, { history: options.demoHistory ?? false, payments });
    log(`Seeded demo data: ${accounts} accounts (password Lensloop!2026)${orders ? `, ${prescriptions} prescriptions and ${orders} orders of history` : ''}.`);
    await running.caughtUp(30_000);
  }

  // Ready once everything above has started, while the database, the event store and (with BullMQ) Redis answer.
  const readiness = createReadiness({ checks: infrastructureChecks(infra, queue) });
  const app = await createApiServer({
    title: 'Lensloop API',
    appOrigin: config.appOrigin,
    logger: options.logger ?? false,
    readiness,
    auth: { secret: config.jwtSecret, tokenTtlMs: config.tokenTtlMs, isSessionValid: createSessionCheck(infra.sql, infra.store) },
    apps: [
      { plugin: commandApi as never, options: { store: infra.store, sql: infra.sql, tokenTtlMs: config.tokenTtlMs, payments, rewards, stateCache } },
      { plugin: sandboxPaymentRoutes as never, options: { sandbox: payments } },
      { plugin: queryApi as never, options: { sql: infra.sql, db: infra.db, store: infra.store, projectionNames: SUBSCRIPTION_NAMES, devMailbox: config.devMailbox && mailer.kind === 'dev-mailbox', devSms: config.devMailbox && usesDevSmsOutbox() } },
    ],
    after: serveWebApp,
  });
  const address = await app.listen({ port: options.port ?? config.port, host: options.host ?? '127.0.0.1' });
  const url = address.replace('[::1]', 'localhost');
  const observability = await startProcessObservability({ role: 'platform', sql: infra.sql, readiness, metricsUrl: `${url}/metrics`, log });

  return {
    url,
    app,
    infra,
    projections: running,
    queue,
    mailer,
    payments,
    rewards,
    stateCache,
    async stop() {
      readiness.setStarted(false);
      await app.close();
      await observability.stop();
      await running.stop();
      await queue.close();
      await mailer.close();
      await infra.close();
    },
  };
}
