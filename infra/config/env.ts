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
  /** DB_POOL_MAX: this process's PostgreSQL pool size (default 10); see the README's connection budget. */
  dbPoolMax?: number;
  redisUrl?: string;
  eventStoreUrl?: string;
  smtpUrl?: string;
  jwtSecret: string;
  tokenTtlMs: number;
  production: boolean;
  appOrigin: string;
  /** The command API's aggregate state cache, bytes (COMMAND_STATE_CACHE_MB, default 64; 0 turns it off). */
  stateCacheBytes: number;
  /** Serve the development mailbox and SMS outbox (DEV_MAILBOX=1; `npm start` and the tests set it). Never in production, never by default (D-525). */
  devMailbox: boolean;
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
    dbPoolMax: poolMax(env.DB_POOL_MAX),
    redisUrl: env.REDIS_URL || undefined,
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: env.JWT_SECRET || (production ? required('JWT_SECRET') : devSecret(dataDir)),
    tokenTtlMs: Number(env.TOKEN_TTL_MS || TOKEN_CHECK_MS),
    production,
    appOrigin: env.APP_ORIGIN || `http://localhost:${port}`,
    stateCacheBytes: Number(env.COMMAND_STATE_CACHE_MB ?? 64) * 2 ** 20,
    devMailbox: !production && (env.DEV_MAILBOX === '1' || env.DEV_MAILBOX === 'true'),
  };
}

function poolMax(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new Error(`DB_POOL_MAX must be a whole number from 1 to 1000 (got '${raw}')`);
  return n;
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
