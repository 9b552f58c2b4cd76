import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_CHECK_MS } from '../../domain/shared/constants';

/** Process configuration from the environment, read in one place. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  eventStoreUrl?: string;
  smtpUrl?: string;
  jwtSecret: string;
  tokenTtlMs: number;
  production: boolean;
  appOrigin: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = env.DATA_DIR || './data';
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT || 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: env.JWT_SECRET || (production ? required('JWT_SECRET') : devSecret(dataDir)),
    tokenTtlMs: Number(env.TOKEN_TTL_MS || TOKEN_CHECK_MS),
    production,
    appOrigin: env.APP_ORIGIN || `http://localhost:${port}`,
  };
}

function required(name: string): never {
  throw new Error(`${name} must be set when NODE_ENV=production`);
}

/** Outside production a secret is made once per data directory, so sessions survive restarts. */
function devSecret(dataDir: string): string {
  if (dataDir === ':memory:') return randomBytes(32).toString('hex');
  const file = join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
