import { loadConfig } from '../infra/config/env';
import { startTracingFromEnv } from '../infra/observability/tracing/start-tracing';
import { startPlatform } from './platform';
import { stopOnSignals } from '../infra/process/process-lifecycle';

/** `npm start`: the whole platform on PORT (default 3000), data in DATA_DIR (default ./data). */
// Traces by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (off otherwise).
const tracing = startTracingFromEnv('platform');
// The demo shows every flagged feature unless FEATURE_FLAGS says otherwise (set it to "" for none).
process.env.FEATURE_FLAGS ??= 'dateOfService,welcomeEmailOption,freeShippingRule,rebateDetails';
// The demo serves its development mailbox and SMS outbox (to this machine and CSRs; never with NODE_ENV=production), unless DEV_MAILBOX=0 (D-525).
process.env.DEV_MAILBOX ??= '1';
const config = loadConfig();
// A year of demo prescriptions and orders for the reports, unless DEMO_HISTORY=0.
// One JSON line per request on standard output (LOG_LEVEL=warn quietens them).
const platform = await startPlatform({ port: config.port, host: config.host, demoHistory: process.env.DEMO_HISTORY !== '0', logger: { level: process.env.LOG_LEVEL ?? 'info' } });
console.log(`Lensloop is running at http://localhost:${config.port}  (API docs: http://localhost:${config.port}/api/docs, metrics: http://localhost:${config.port}/metrics)`);
stopOnSignals(async () => {
  await platform.stop();
  await tracing?.shutdown();
});
