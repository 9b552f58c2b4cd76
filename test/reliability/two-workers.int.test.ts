import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, startCluster } from '../../main/cluster';
import { createKysely } from '../../infra/db/kysely';
import type { SqlClient } from '../../infra/db/sql-client';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import type { ReadModels } from '../../infra/read-models/tables';
import { projections } from '../../projections';
import { REACTORS } from '../../workers/start-workers';
import { freshDemoPostgres, type TestDatabase } from '../support/database';
import { DEMO } from '../support/test-platform';
import { command, FAST_SIDE_EFFECTS_ENV, runMixedLoad, signIn } from './mixed-load';
import { checkTrial, quiesce } from './trial-checks';

/**
 * Exactly once across two worker processes (issue #21, D-562): every projection, reactor and the
 * scheduler is held by one worker at a time; when the holder dies (kill -9) the other takes over
 * (the fail-over time is measured); read models, jobs and due work are neither missed nor doubled.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const KEYS = [...projections.map((p) => `rm.${p.name}`), ...REACTORS.map((r) => `rm.${r.name}`), 'scheduler.timers'];

describe.skipIf(!databaseUrl || !redisUrl)('two worker processes on one PostgreSQL', () => {
  let db: TestDatabase;
  let cluster: Cluster;
  let sql: SqlClient;
  const figures: string[] = [];

  beforeAll(async () => {
    db = await freshDemoPostgres(databaseUrl!);
    sql = db.client;
    cluster = await startCluster({
      databaseUrl: db.url!,
      redisUrl: redisUrl!,
      redisPrefix: `two-workers-${process.pid}-${Date.now()}`,
      commandApis: 1,
      queryApis: 1,
      workers: 2,
      env: { ...FAST_SIDE_EFFECTS_ENV, JWT_SECRET: randomBytes(32).toString('hex') },
    });
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
    await db?.drop();
    if (figures.length) console.log(`\ntwo workers:\n${figures.join('\n')}`);
  });

  /** Which worker process holds each of our lock keys now. */
  async function holders(): Promise<Map<string, string>> {
    return new Map([...(await lockHolders())].map(([k, h]) => [k, h.app]));
  }

  async function lockHolders(): Promise<Map<string, { app: string; pid: number }>> {
    const { rows } = await sql.query<{ key: string; app: string; pid: number }>(
      `SELECT k AS key, a.application_name AS app, a.pid
         FROM unnest($1::text[]) AS k
         JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND l.classid::bigint = (hashtext('projection')::bigint + 4294967296) % 4294967296
          AND l.objid::bigint = (hashtext(k)::bigint + 4294967296) % 4294967296
         JOIN pg_stat_activity a ON a.pid = l.pid`,
      [KEYS],
    );
    return new Map(rows.map((r) => [r.key, { app: r.app, pid: r.pid }]));
  }

  /** Polls until every key is held, by none of the `dead` backends; `ms` counts from `since`. */
  async function allHeld(timeoutMs: number, dead = new Set<number>(), since = Date.now()): Promise<{ ms: number; by: Map<string, string> }> {
    const t0 = Date.now();
    for (;;) {
      const held = await lockHolders();
      const by = new Map([...held].filter(([, h]) => !dead.has(h.pid)).map(([k, h]) => [k, h.app]));
      if (by.size === KEYS.length) return { ms: Date.now() - since, by };
      if (Date.now() - t0 > timeoutMs) throw new Error(`only ${by.size} of ${KEYS.length} locks held after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  const mostLocks = (by: Map<string, string>) => {
    const n = new Map<string, number>();
    for (const app of by.values()) n.set(app, (n.get(app) ?? 0) + 1);
    return [...n].sort((a, b) => b[1] - a[1])[0]![0].replace(/^lensloop-/, '');
  };

  it('holds every projection, reactor and the scheduler in exactly one worker; a killed holder is replaced within seconds; nothing missed or doubled', async () => {
    const { by } = await allHeld(60_000);
    expect(new Set(by.values()).size).toBeGreaterThanOrEqual(1);
    for (const app of by.values()) expect(app).toMatch(/^lensloop-workers-[12]$/);

    const token = await signIn(cluster.url, DEMO.staff, DEMO.password);
    let stopLoad!: () => void;
    const loading = runMixedLoad({ base: cluster.url, token, clients: 3, run: `two${Date.now().toString(36)}`, until: new Promise<void>((r) => (stopLoad = r)) });
    const failovers: number[] = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 4000));
      const held = await lockHolders();
      const victim = mostLocks(await holders());
      const dead = new Set([...held.values()].filter((h) => h.app === `lensloop-${victim}`).map((h) => h.pid));
      const before = held.size;
      const killedAt = Date.now();
      await cluster.kill(victim, 'SIGKILL');
      // Every lock the dead process held is taken by a live worker: from the kill until PostgreSQL
      // has dropped the dead session and the standby's next try (every second) has won them.
      const { ms } = await allHeld(30_000, dead, killedAt);
      failovers.push(ms);
      expect(before).toBe(KEYS.length);
      await cluster.ready(victim);
    }
    stopLoad();
    const load = await loading;
    const store = new PostgresEventStore(sql);
    const kdb = createKysely<ReadModels>(sql);
    await quiesce(sql, store);
    const findings = await checkTrial(sql, kdb, store, load);
    await store.close();
    await kdb.destroy();
    figures.push(`fail-over after kill -9 of the worker holding most locks: ${failovers.map((ms) => `${ms} ms`).join(', ')} until all ${KEYS.length} locks were held again`);
    figures.push(`${findings.figures.orders} orders, ${findings.figures.emails} e-mails: lost ${findings.lost.length}, doubled ${findings.doubled.length}, read models differing ${findings.readModelsDiffering.length}, e-mails wrong ${findings.sideEffects.length}`);
    expect(findings.lost).toEqual([]);
    expect(findings.doubled).toEqual([]);
    expect(findings.readModelsDiffering).toEqual([]);
    expect(findings.sideEffects).toEqual([]);
    expect(Math.max(...failovers)).toBeLessThan(15_000);
  }, 600_000);

  it('fires due work once although the scheduler holder is killed just before it is due', async () => {
    const csr = await signIn(cluster.url, DEMO.csr, DEMO.password);
    const at = (s: number) => new Date(Date.now() + s * 1000).toISOString();
    const saved = await command(cluster.url, csr, '/api/customer/announcements/save', { state: 'live', audience: 'practices', message: 'Fail-over notice', liveDate: at(12), takeDownDate: at(24) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stream = `announcement-${String(saved.body.id)}`;
    for (const dueIn of [11, 12]) {
      await new Promise((r) => setTimeout(r, dueIn * 1000 - 1500));
      const holder = (await holders()).get('scheduler.timers');
      expect(holder).toMatch(/^lensloop-workers-[12]$/);
      await cluster.kill(holder!.replace(/^lensloop-/, ''), 'SIGKILL');
    }
    const count = async (type: string) => (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE stream_id = $1 AND type = $2`, [stream, type])).rows[0]!.n;
    const deadline = Date.now() + 60_000;
    while ((await count('AnnouncementTakenDown')) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await count('AnnouncementPublished')).toBe(1);
    expect(await count('AnnouncementTakenDown')).toBe(1);
    // The scheduler records a firing after its handler appended: wait for both records too.
    const firingsOf = async () => (await sql.query<{ timer_id: string; outcome: string | null }>(`SELECT timer_id, outcome FROM scheduler_firings WHERE timer_id LIKE $1 ORDER BY timer_id`, [`%${String(saved.body.id)}%`])).rows;
    let firings = await firingsOf();
    while ((firings.length < 2 || firings.some((f) => f.outcome === null)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      firings = await firingsOf();
    }
    expect(firings).toHaveLength(2);
    expect(firings.every((f) => f.outcome !== null)).toBe(true);
    figures.push(`an announcement's publish and take-down timers fired once each with the scheduler's holder killed 1.5 s before each was due (outcomes: ${firings.map((f) => f.outcome).join(', ')})`);
  }, 300_000);
});
