import { startApiProcess } from '../infra/process/start-api-process';
import { createSandboxPayments } from '../infra/payments/sandbox/sandbox-provider';
import { commandApi } from './app';
import { createSandboxProgramme } from '../infra/rewards/sandbox';
import { StateCache } from './lib/state-cache';

/** The command API alone (`npm run start:command-api`), e.g. as its own container. */
await startApiProcess('command-api', 'Lensloop command API', commandApi, (infra, config) => ({
  store: infra.store,
  sql: infra.sql,
  tokenTtlMs: config.tokenTtlMs,
  stateCache: new StateCache(config.stateCacheBytes),
  payments: createSandboxPayments(infra.sql),
  rewards: createSandboxProgramme({ latencyMs: Number(process.env.REWARDS_SANDBOX_LATENCY_MS ?? 150) }),
}));
