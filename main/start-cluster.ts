import { isEmptyStore, seedDemo } from '../command-api/seed/seed-demo';
import { loadConfig } from '../infra/config/env';
import { createSandboxPayments } from '../infra/payments/sandbox/sandbox-provider';
import { openInfrastructure } from '../infra/process/open-infrastructure';
import { stopOnSignals } from '../infra/process/process-lifecycle';
import { startCluster } from './cluster';
import { buildWebIfNeeded } from './web-app';

/**
 * `npm run start:cluster`: the docker-compose topology without Docker — 2 command APIs, 2 query
 * APIs and 2 workers behind one gateway on PORT (default 3000), the APIs on the ports after it,
 * on the PostgreSQL of DATABASE_URL and the Redis of REDIS_URL. Sizes: CLUSTER_COMMAND_APIS,
 * CLUSTER_QUERY_APIS, CLUSTER_WORKERS; DB_POOL_MAX overrides every process's pool. Demo data is
 * seeded into an empty store outside production; the built web app is served by the gateway.
 */
const config = loadConfig();
if (!config.databaseUrl || !config.redisUrl) {
  console.error('npm run start:cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL (Redis): every process shares them.');
  process.exit(1);
}
process.env.FEATURE_FLAGS ??= 'dateOfService,welcomeEmailOption,freeShippingRule,rebateDetails';

await buildWebIfNeeded();
if (!config.production) {
  const infra = await openInfrastructure(config);
  if (await isEmptyStore(infra.store)) {
    const { accounts } = await seedDemo(infra.store, { history: process.env.DEMO_HISTORY === '1', payments: createSandboxPayments(infra.sql) });
    console.log(`Seeded demo data: ${accounts} accounts (password Lensloop!2026).`);
  }
  await infra.close();
}

const count = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`${name} must be a whole number from 1 to 16`);
  return n;
};
const cluster = await startCluster({
  databaseUrl: config.databaseUrl,
  redisUrl: config.redisUrl,
  redisPrefix: process.env.REDIS_PREFIX,
  port: config.port,
  apiBasePort: config.port + 1,
  host: process.env.HOST ?? '127.0.0.1',
  commandApis: count('CLUSTER_COMMAND_APIS', 2),
  queryApis: count('CLUSTER_QUERY_APIS', 2),
  workers: count('CLUSTER_WORKERS', 2),
  env: { JWT_SECRET: config.jwtSecret, APP_ORIGIN: process.env.APP_ORIGIN ?? `http://localhost:${config.port}` },
  log: (line) => console.log(line),
});
for (const p of cluster.processes) console.log(`  ${p.name.padEnd(14)} pid ${String(p.pid()).padEnd(8)} ${p.url ?? ''}`);
console.log(`Lensloop cluster is running at http://localhost:${config.port}  (API docs: http://localhost:${config.port}/api/docs)`);
stopOnSignals(() => cluster.stop());
