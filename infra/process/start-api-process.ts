import type { FastifyPluginAsync } from 'fastify';
import { type AppConfig, loadConfig } from '../config/env';
import { createApiServer } from '../http/create-api-server';
import { metricsUrlOf, startProcessObservability } from '../observability/process-observability';
import { createReadiness, infrastructureChecks } from '../observability/readiness/readiness';
import { startTracingFromEnv } from '../observability/tracing/start-tracing';
import { createSessionCheck } from '../read-models/sessions';
import { type Infrastructure, openInfrastructure } from './open-infrastructure';
import { stopOnSignals } from './process-lifecycle';

/**
 * One API as its own process (docker-compose): tracing when configured, config, infrastructure,
 * the shared shell (with /metrics and /api/ready on the API port), listen, beat in the process
 * registry, stop on signals (not ready first, so the gateway stops sending before the server closes).
 */
export async function startApiProcess<O extends object>(
  role: 'command-api' | 'query-api',
  title: string,
  plugin: FastifyPluginAsync<O>,
  options: (infra: Infrastructure, config: AppConfig) => O,
): Promise<void> {
  const tracing = startTracingFromEnv(role);
  const config = loadConfig();
  const infra = await openInfrastructure(config);
  const readiness = createReadiness({ checks: infrastructureChecks(infra) });
  const app = await createApiServer({
    title,
    appOrigin: config.appOrigin,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    readiness,
    auth: { secret: config.jwtSecret, tokenTtlMs: config.tokenTtlMs, isSessionValid: createSessionCheck(infra.sql, infra.store) },
    apps: [{ plugin: plugin as never, options: options(infra, config) as Record<string, unknown> }],
  });
  await app.listen({ port: config.port, host: config.host });
  const observability = await startProcessObservability({ role, sql: infra.sql, readiness, metricsUrl: metricsUrlOf(config.port, config.host), log: (m) => app.log.warn(m) });
  stopOnSignals(async () => {
    readiness.setStarted(false);
    await app.close();
    await observability.stop();
    await infra.close();
    await tracing?.shutdown();
  });
}
