import { startTracingFromEnv } from '../infra/observability/tracing/start-tracing';
import { stopOnSignals } from '../infra/process/process-lifecycle';
import { createGateway } from './gateway-app';
import { upstreamUrls } from './upstreams';

/**
 * `npm run start:gateway` (docker-compose `web`): the web app and the /api gateway. COMMAND_API_URL
 * and QUERY_API_URL each name one process or several (comma-separated, round-robin). Its own
 * /metrics and /api/ready are on its port; traces by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
const tracing = startTracingFromEnv('gateway');
const app = await createGateway({
  commandUrls: upstreamUrls(process.env.COMMAND_API_URL, 'COMMAND_API_URL'),
  queryUrls: upstreamUrls(process.env.QUERY_API_URL, 'QUERY_API_URL'),
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '0.0.0.0' });
stopOnSignals(async () => {
  await app.close();
  await tracing?.shutdown();
});
