import { type Platform, startPlatform } from '../../main/platform';
import { freshPostgres, realPostgresUrl } from './database';

/**
 * The whole platform on a fresh database for one test file: real PostgreSQL (a new database on
 * DATABASE_URL's server, dropped afterwards) when set, else in-memory PGlite. Not listening on a
 * fixed port; use `app.inject` or `url`.
 */
export async function startTestPlatform(opts: { seed?: boolean } = {}): Promise<Platform & { backend: string }> {
  const base = realPostgresUrl();
  const fresh = base ? await freshPostgres(base) : undefined;
  await fresh?.client.end();
  const platform = await startPlatform({
    port: 0,
    dataDir: ':memory:',
    databaseUrl: fresh?.url,
    seed: opts.seed ?? true,
    // Each platform gets its own queues, so test files sharing one Redis never take each other's jobs.
    queuePrefix: `lensloop-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    buildWeb: false,
    logger: false,
  });
  return {
    ...platform,
    backend: fresh ? 'postgres' : 'pglite',
    async stop() {
      await platform.stop();
      await fresh?.drop();
    },
  };
}

export const DEMO = {
  password: 'Lensloop!2026',
  csr: 'csr@demo.lensloop.test',
  admin: 'admin@demo.lensloop.test',
  staff: 'staff@demo.lensloop.test',
  patient: 'patient@demo.lensloop.test',
  staffB: 'staff.lakeside@demo.lensloop.test',
  adminB: 'admin.lakeside@demo.lensloop.test',
} as const;
