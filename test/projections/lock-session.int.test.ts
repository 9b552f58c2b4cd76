import { describe, expect, it } from 'vitest';
import { openLockSession } from '../../infra/db/lock-session';
import { testDatabase } from '../support/event-store-bed';

/** The process's one lock connection (D-561): exclusive per key across sessions and within one, lost with its connection. */
describe('lock session', () => {
  const db = testDatabase();

  it('holds many keys for one holder each, across sessions and within a session; release hands a key on', async () => {
    const a = openLockSession(db.client);
    const b = openLockSession(db.client);
    const keys = Array.from({ length: 40 }, (_, i) => `rm.projection_${i}`);
    const won = await Promise.all(keys.map((k) => a.tryLock(k)));
    expect(won.every(Boolean)).toBe(true);
    expect(a.held().sort()).toEqual([...keys].sort());
    // The same key again in the same session, and from another session: refused.
    expect(await a.tryLock(keys[0]!)).toBeUndefined();
    expect(await b.tryLock(keys[0]!)).toBeUndefined();
    const [twinA, twinB] = await Promise.all([b.tryLock('rm.twin'), b.tryLock('rm.twin')]);
    expect([twinA, twinB].filter(Boolean)).toHaveLength(1);

    await won[0]!.release();
    const taken = await b.tryLock(keys[0]!);
    expect(taken).toBeDefined();
    if (db.kind === 'pg') {
      // Forty locks (and the twin) on one connection per session.
      const { rows } = await db.client.query<{ sessions: number; locks: number }>(
        `SELECT count(DISTINCT pid)::int AS sessions, count(*)::int AS locks FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(rows[0]).toEqual({ sessions: 2, locks: 41 });
    }
    await a.close();
    // Closing a session frees its keys for others.
    expect(await b.tryLock(keys[1]!)).toBeDefined();
    await b.close();
  });

  it.skipIf(!process.env.DATABASE_URL)('loses every lock when its connection breaks; a standby takes them and the session reconnects', async () => {
    const a = openLockSession(db.client);
    const b = openLockSession(db.client);
    const lockA = (await a.tryLock('rm.x'))!;
    await a.tryLock('rm.y');
    expect(await b.tryLock('rm.x')).toBeUndefined();
    const { rows } = await db.client.query<{ pid: number }>(
      `SELECT DISTINCT pid FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    await db.client.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await lockA.lost;
    expect(a.held()).toEqual([]);
    expect(await b.tryLock('rm.x')).toBeDefined();
    // The broken session opens a new connection for its next try: what nobody took is its again.
    expect(await a.tryLock('rm.x')).toBeUndefined();
    expect(await a.tryLock('rm.y')).toBeDefined();
    await a.close();
    await b.close();
  });
});
