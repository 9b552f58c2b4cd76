import type { FastifyPluginAsync } from 'fastify';
import { type AppConfig, loadConfig } from '../config/env';
import { createApiServer } from '../http/create-api-server';
import { createSessionCheck } from '../read-models/sessions';
import { type Infrastructure, openInfrastructure } from './open-infrastructure';
import { stopOnSignals } from './process-lifecycle';

/** One API as its own process (docker-compose): config, infrastructure, the shared shell, listen, stop on signals. */
export async function startApiProcess<O extends object>(
  title: string,
  plugin: FastifyPluginAsync<O>,
  options: (infra: Infrastructure, config: AppConfig) => O,
): Promise<void> {
  const config = loadConfig();
  const infra = await openInfrastructure(config);
  const app = await createApiServer({
    title,
    appOrigin: config.appOrigin,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    auth: { secret: config.jwtSecret, tokenTtlMs: config.tokenTtlMs, isSessionValid: createSessionCheck(infra.sql, infra.store) },
    apps: [{ plugin: plugin as never, options: options(infra, config) as Record<string, unknown> }],
  });
  await app.listen({ port: config.port, host: config.host });
  stopOnSignals(async () => {
    await app.close();
    await infra.close();
  });
}
