import { startApiProcess } from '../infra/main/start-api-process';
import { commandApi } from './app';

/** The command API alone (`npm run start:command-api`), e.g. as its own container. */
await startApiProcess('Lensloop command API', commandApi, (infra, config) => ({
  store: infra.store,
  sql: infra.sql,
  tokenTtlMs: config.tokenTtlMs,
}));
