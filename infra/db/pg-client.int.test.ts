import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, realPostgresUrl, type TestDatabase } from '../../test/support/database';
import { isUnavailableError } from './unavailable';

/** The server drops connections (a restart, a terminated backend): the process lives on and reconnects by itself. */
describe.skipIf(!realPostgresUrl())('pg client when the server drops its connections', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshPostgres(realPostgresUrl()!);
  });
  afterAll(async () => {
    await db?.drop();
  });

  const terminate = (pid: number) => db.client.query('SELECT pg_terminate_backend($1)', [pid]);

  it('a checked-out connection that breaks between statements neither crashes the process nor goes back to the pool', async () => {
    const conn = await db.client.connect();
    const { rows } = await conn.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await conn.query('BEGIN');
    await terminate(rows[0]!.pid);
    // Without an 'error' listener this is an unhandled 'error' event: vitest fails the run.
    await new Promise((r) => setTimeout(r, 300));
    const err = await conn.query('SELECT 1').catch((e: unknown) => e);
    expect(isUnavailableError(err)).toBe(true);
    conn.release();
    const again = await db.client.query<{ ok: number }>('SELECT 1 AS ok');
    expect(again.rows[0]!.ok).toBe(1);
  });

  it('LISTEN connects again after its connection was dropped and says so with a wake-up', async () => {
    const wakes: string[] = [];
    const unlisten = await db.client.listen('lensloop_test_channel', (p) => wakes.push(p));
    const { rows } = await db.client.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
    await terminate(rows[0]!.pid);
    const deadline = Date.now() + 10_000;
    while (!wakes.includes('') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(wakes).toContain('');
    await db.client.query(`SELECT pg_notify('lensloop_test_channel', 'after')`);
    while (!wakes.includes('after') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(wakes).toContain('after');
    await unlisten();
  });
});
