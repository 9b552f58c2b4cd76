import { DEMO_DISTRIBUTOR_STAFF, DEMO_PASSWORD } from '../../command-api/seed/demo-data';
import { type Platform, startPlatform } from '../../main/platform';
import { freshPostgres, realPostgresUrl } from './database';
import type { Clock } from '../../infra/clock';

export interface TestPlatformOptions {
  /** The demo practices and accounts (default true). */
  seed?: boolean;
  /** With the demo data, its year of order history (as `npm start` writes it; default false). */
  demoHistory?: boolean;
  /** Build web/dist when stale and serve it (browser tests; default false). */
  buildWeb?: boolean;
  /** Environment set before the platform starts (feature flags, worker delays), restored by stop(). */
  env?: Record<string, string>;
  /** The scheduler's clock and poll interval (due-work tests drive a ManualClock). */
  clock?: Clock;
  schedulerPollMs?: number;
  /** The API's request logs as JSON lines (default: none). */
  logStream?: { write(line: string): void };
}

export type TestPlatform = Platform & {
  backend: 'postgres' | 'pglite';
  /** The file's own database on DATABASE_URL's server (PostgreSQL only), for a second worker process. */
  databaseUrl: string | undefined;
  /** The platform's queue prefix (BullMQ), for a second worker process on the same queues. */
  queuePrefix: string;
};

/**
 * The whole platform on a fresh database for one test file: real PostgreSQL (a new database on
 * DATABASE_URL's server, dropped afterwards) when set, else in-memory PGlite; BullMQ when
 * REDIS_URL is set, else the in-process queue. Listens on a free port (`url`); `app.inject` needs none.
 */
export async function startTestPlatform(opts: TestPlatformOptions = {}): Promise<TestPlatform> {
  // The tests read the development mailbox and SMS outbox (D-525: served only when asked for).
  const restoreEnv = setEnv({ DEV_MAILBOX: '1', ...opts.env });
  const base = realPostgresUrl();
  const fresh = base ? await freshPostgres(base) : undefined;
  await fresh?.client.end();
  // Each platform gets its own queues, so test files sharing one Redis never take each other's jobs.
  const queuePrefix = `lensloop-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const platform = await startPlatform({
    port: 0,
    dataDir: ':memory:',
    databaseUrl: fresh?.url,
    seed: opts.seed ?? true,
    demoHistory: opts.demoHistory ?? false,
    queuePrefix,
    buildWeb: opts.buildWeb ?? false,
    logger: opts.logStream ? { stream: opts.logStream } : false,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.schedulerPollMs ? { schedulerPollMs: opts.schedulerPollMs } : {}),
  });
  return {
    ...platform,
    backend: fresh ? 'postgres' : 'pglite',
    databaseUrl: fresh?.url,
    queuePrefix,
    async stop() {
      await platform.stop();
      await fresh?.drop();
      restoreEnv();
    },
  };
}

/** Sets environment variables; the returned function puts the previous values back. */
export function setEnv(vars: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}

/** The demo accounts (command-api/seed/demo-data.ts): Clearview Eye Care (PR-1001) and, with a B, Lakeside (PR-2002). */
export const DEMO = {
  password: DEMO_PASSWORD,
  csr: 'csr@demo.lensloop.test',
  admin: 'admin@demo.lensloop.test',
  staff: 'staff@demo.lensloop.test',
  patient: 'patient@demo.lensloop.test',
  staffB: 'staff.lakeside@demo.lensloop.test',
  adminB: 'admin.lakeside@demo.lensloop.test',
  patientB: 'patient.lakeside@demo.lensloop.test',
  /** Distributor staff (issues #32, #33): every sign-in asks for the code texted to their demo phone (DEMO_PHONES). */
  analyst: 'analyst@demo.lensloop.test',
  operator: 'operator@demo.lensloop.test',
} as const;

/** A demo account by role: `staff`, `admin` (practice administrator), `patient`, `csr`, `analyst`, `operator`; `…B` for Lakeside. */
export type DemoRole = Exclude<keyof typeof DEMO, 'password'>;

/** Where the sign-in codes of the demo accounts with two-factor on are texted (the development SMS outbox). */
export const DEMO_PHONES: Readonly<Record<string, string>> = Object.fromEntries(DEMO_DISTRIBUTOR_STAFF.map((p) => [p.email, p.phone]));

export function isDemoRole(who: string): who is DemoRole {
  return Object.hasOwn(DEMO, who) && who !== 'password';
}

/** The e-mail of a role, or the e-mail itself. */
export const emailOf = (who: DemoRole | string): string => (isDemoRole(who) ? DEMO[who] : who);
