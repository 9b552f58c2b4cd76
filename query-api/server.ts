import { loadConfig } from '../infra/config/env';
import { createApiServer } from '../infra/http/create-api-server';
import { openInfrastructure } from '../infra/main/open-infrastructure';
import { stopOnSignals } from '../infra/main/process-lifecycle';
import { createSessionRevocationCheck } from '../infra/read-models/sessions';
import { queryApi } from './app';
import { SUBSCRIPTION_NAMES } from './lib/read-model-names';

/** The query API alone (`npm run start:query-api`), e.g. as its own container. */
const config = loadConfig();
const infra = await openInfrastructure(config);
const app = await createApiServer({
  title: 'Lensloop query API',
  appOrigin: config.appOrigin,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  auth: { secret: config.jwtSecret, tokenTtlMs: config.tokenTtlMs, isSessionRevoked: createSessionRevocationCheck(infra.sql) },
  apps: [{ plugin: queryApi as never, options: { sql: infra.sql, db: infra.db, store: infra.store, projectionNames: SUBSCRIPTION_NAMES, devMailbox: !config.smtpUrl && !config.production } }],
});
await app.listen({ port: Number(process.env.QUERY_API_PORT ?? config.port), host: config.host });
stopOnSignals(async () => {
  await app.close();
  await infra.close();
});
