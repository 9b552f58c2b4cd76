import { loadConfig } from '../infra/config/env';
import { createApiServer } from '../infra/http/create-api-server';
import { openInfrastructure } from '../infra/main/open-infrastructure';
import { stopOnSignals } from '../infra/main/process-lifecycle';
import { createSessionRevocationCheck } from '../infra/read-models/sessions';
import { commandApi } from './app';

/** The command API alone (`npm run start:command-api`), e.g. as its own container. */
const config = loadConfig();
const infra = await openInfrastructure(config);
const app = await createApiServer({
  title: 'Lensloop command API',
  appOrigin: config.appOrigin,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  auth: { secret: config.jwtSecret, tokenTtlMs: config.tokenTtlMs, isSessionRevoked: createSessionRevocationCheck(infra.sql) },
  apps: [{ plugin: commandApi as never, options: { store: infra.store, sql: infra.sql, tokenTtlMs: config.tokenTtlMs } }],
});
await app.listen({ port: Number(process.env.COMMAND_API_PORT ?? config.port), host: config.host });
stopOnSignals(async () => {
  await app.close();
  await infra.close();
});
