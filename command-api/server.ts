import { startApiProcess } from '../infra/process/start-api-process';
import { createSandboxPayments } from '../infra/payments/sandbox/sandbox-provider';
import { commandApi } from './app';

/** The command API alone (`npm run start:command-api`), e.g. as its own container. */
await startApiProcess('Lensloop command API', commandApi, (infra, config) => ({
  store: infra.store,
  sql: infra.sql,
  tokenTtlMs: config.tokenTtlMs,
  payments: createSandboxPayments(infra.sql),
}));
