import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announcementTimerRule } from '../../domain/announcements/announcement-timers';
import type { AnnouncementContent } from '../../domain/announcements/events';
import { ManualClock } from '../../infra/clock';
import type { EventMetadata } from '../../infra/event-store/port';
import { announcementsProjection } from '../../projections/announcements';
import { timersProjectionOf } from '../../projections/timers';
import { startProjections } from '../../workers/projections/projection-runner';
import { publishAnnouncementHandler } from '../../workers/scheduler/announcement-handlers';
import { TIMER_HANDLERS } from '../../workers/scheduler/handlers';
import { type RunningScheduler, startScheduler } from '../../workers/scheduler/scheduler';
import { seedAnnouncements } from '../../command-api/seed/seed-announcements';
import { realPostgresUrl, type TestDatabase } from '../support/database';
import { openStoreBed, type StoreBed } from '../support/event-store-bed';
import { testMeta } from '../support/event-meta';

const meta = (): EventMetadata => testMeta({ actor: { accountNumber: '900000001', customerGroup: 'CSR' }, occurredAt: '2026-12-01T08:00:00.000Z' });
const content = (liveDate: string, takeDownDate: string | null): AnnouncementContent => ({
  audience: 'practices', practiceId: null, headline: 'H', message: 'M', liveDate, takeDownDate, type: 'general', priority: 'urgent', url: null, urlDisplayText: null,
});

let bed: Awaited<ReturnType<typeof openStoreBed>>;
let db: TestDatabase;
let store: StoreBed['store'];
let kdb: StoreBed['kdb'];
const schedulers: RunningScheduler[] = [];

beforeEach(async () => {
  bed = await openStoreBed(undefined, 20);
  ({ db, store, kdb } = bed);
});
afterEach(async () => {
  for (const s of schedulers.splice(0)) await s.stop();
  await bed.close();
});

async function scheduler(clock: ManualClock): Promise<RunningScheduler> {
  const s = await startScheduler({ sql: db.client, db: kdb, store, clock, handlers: TIMER_HANDLERS, autoStart: false });
  schedulers.push(s);
  return s;
}
const typesOf = async (stream: string) => (await store.readStream(stream)).events.map((e) => e.type);

it(`publishes at the live date and archives at the take-down date by the driven clock, once across two schedulers and a restart (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
  const runner = await startProjections({ sql: db.client, db: kdb, store, projections: [timersProjectionOf([announcementTimerRule]), announcementsProjection] });
  const clock = new ManualClock('2026-12-01T08:00:00.000Z');
  await store.appendToStream('announcement-a', [{ type: 'AnnouncementScheduled', data: { announcementId: 'a', content: content('2026-12-01T10:00:00.000Z', '2026-12-02T10:00:00.000Z'), savedBy: '900000001' }, metadata: meta() }], { expectedVersion: 'no_stream' });
  // b is scheduled, then moved back to drafts before its time: it never goes live.
  await store.appendToStream('announcement-b', [{ type: 'AnnouncementScheduled', data: { announcementId: 'b', content: content('2026-12-01T10:00:00.000Z', null), savedBy: '900000001' }, metadata: meta() }], { expectedVersion: 'no_stream' });
  await store.appendToStream('announcement-b', [{ type: 'AnnouncementDrafted', data: { announcementId: 'b', content: content('2026-12-01T10:00:00.000Z', null), savedBy: '900000001' }, metadata: meta() }], { expectedVersion: 0 });
  await runner.caughtUp(10_000);

  const one = await scheduler(clock);
  const two = await scheduler(clock);
  expect(await one.tick()).toBe(0);
  clock.set('2026-12-01T09:59:59.999Z');
  expect(await one.tick()).toBe(0);
  expect(await typesOf('announcement-a')).toEqual(['AnnouncementScheduled']);

  clock.set('2026-12-01T10:00:00.000Z');
  await Promise.all([one.tick(), two.tick()]);
  expect(await typesOf('announcement-a')).toEqual(['AnnouncementScheduled', 'AnnouncementPublished']);
  expect(await typesOf('announcement-b')).toEqual(['AnnouncementScheduled', 'AnnouncementDrafted']);
  const published = (await store.readStream('announcement-a')).events[1]!;
  expect(published.metadata.actor.accountNumber).toBe('system');
  expect(published.data).toMatchObject({ publishedAt: '2026-12-01T10:00:00.000Z', by: 'schedule' });
  await runner.caughtUp(10_000);
  expect(await kdb.withSchema('rm').selectFrom('announcements').select(['announcement_id', 'status']).orderBy('announcement_id').execute()).toEqual([
    { announcement_id: 'a', status: 'live' },
    { announcement_id: 'b', status: 'draft' },
  ]);

  // A restart: new schedulers, later clock; the publish is never repeated, the take-down fires once.
  await one.stop();
  await two.stop();
  const three = await scheduler(clock);
  clock.set('2026-12-01T12:00:00.000Z');
  expect(await three.tick()).toBe(0);
  clock.set('2026-12-02T10:00:01.000Z');
  expect(await three.tick()).toBe(1);
  expect(await three.tick()).toBe(0);
  expect(await typesOf('announcement-a')).toEqual(['AnnouncementScheduled', 'AnnouncementPublished', 'AnnouncementTakenDown']);
  await runner.caughtUp(10_000);
  expect(await kdb.withSchema('rm').selectFrom('timers').selectAll().execute()).toEqual([]);
  await runner.stop();
});

it('the demo seed holds a live, a scheduled, a draft and an archived announcement', async () => {
  const runner = await startProjections({ sql: db.client, db: kdb, store, projections: [timersProjectionOf([announcementTimerRule]), announcementsProjection] });
  await seedAnnouncements(store, new Date('2026-12-01T08:00:00.000Z'));
  await runner.caughtUp(10_000);
  const rows = await kdb.withSchema('rm').selectFrom('announcements').select(['announcement_id', 'status', 'audience']).orderBy('announcement_id').execute();
  expect(rows).toEqual([
    { announcement_id: 'demo-ann-archived', status: 'archived', audience: 'patients' },
    { announcement_id: 'demo-ann-draft', status: 'draft', audience: 'everyone' },
    { announcement_id: 'demo-ann-live', status: 'live', audience: 'practices' },
    { announcement_id: 'demo-ann-live-patients', status: 'live', audience: 'patients' },
    { announcement_id: 'demo-ann-scheduled', status: 'scheduled', audience: 'patients' },
  ]);
  // The scheduled one waits for its live date; the live practice one for its take-down date.
  expect((await kdb.withSchema('rm').selectFrom('timers').select(['timer_id', 'due_at']).orderBy('timer_id').execute()).map((t) => t.timer_id)).toEqual([
    'announcement.publish:announcement-demo-ann-scheduled',
    'announcement.takeDown:announcement-demo-ann-live',
    'announcement.takeDown:announcement-demo-ann-scheduled',
  ]);
  await runner.stop();
});

it('two schedulers that both believe they are active (a lost lock) still publish once: the timer\'s idempotency key and the expected version', async () => {
  await store.appendToStream('announcement-c', [{ type: 'AnnouncementScheduled', data: { announcementId: 'c', content: content('2026-12-01T10:00:00.000Z', null), savedBy: '900000001' }, metadata: meta() }], { expectedVersion: 'no_stream' });
  const timer = { timerId: 'announcement.publish:announcement-c', kind: 'announcement.publish', dueAt: '2026-12-01T10:00:00.000Z', payload: { streamId: 'announcement-c' } };
  const ctx = (at: string) => ({
    store, db: kdb, sql: db.client, now: new Date(at),
    idempotencyKey: `timer:${timer.timerId}:${timer.dueAt}`,
    metadata: testMeta({ occurredAt: at }),
  });
  const outcomes = await Promise.all([publishAnnouncementHandler(timer, ctx('2026-12-01T10:00:00.000Z')), publishAnnouncementHandler(timer, ctx('2026-12-01T10:00:00.500Z'))]);
  expect(outcomes.filter((o) => o === 'published')).toHaveLength(1);
  expect(await typesOf('announcement-c')).toEqual(['AnnouncementScheduled', 'AnnouncementPublished']);
  // A late third run (a restart that never saw the outcome recorded) finds it live and appends nothing.
  expect(await publishAnnouncementHandler(timer, ctx('2026-12-01T10:05:00.000Z'))).toMatch(/^skipped/);
  expect(await typesOf('announcement-c')).toEqual(['AnnouncementScheduled', 'AnnouncementPublished']);
});

const url = realPostgresUrl();
describe.skipIf(!url)(url ? 'two worker processes (PostgreSQL)' : 'two worker processes: skipped, DATABASE_URL not set (PGlite is one process; the tests above cover it in-process)', () => {
  /** A scheduler in its own process, on its own connection pool, with a clock this test drives. */
  function worker(clock: string) {
    const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', 'test/support/scheduler-child.ts'], {
      env: { ...process.env, CHILD_DATABASE_URL: db.url, CHILD_CLOCK: clock },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => process.stderr.write(c));
    const saw = async (text: string, ms = 90_000) => {
      const until = Date.now() + ms;
      while (!out.includes(text)) {
        if (Date.now() > until || child.exitCode !== null) return false;
        await new Promise((r) => setTimeout(r, 25));
      }
      return true;
    };
    return { child, saw, set: async (at: string) => (child.stdin.write(`set ${at}\n`), saw(`clock ${at}`)), active: () => out.includes('scheduler: active') };
  }

  it('publishes once at the live date while both run, and the standby archives at the take-down date after the active one is killed', async () => {
    const runner = await startProjections({ sql: db.client, db: kdb, store, projections: [timersProjectionOf([announcementTimerRule]), announcementsProjection] });
    await store.appendToStream('announcement-p', [{ type: 'AnnouncementScheduled', data: { announcementId: 'p', content: content('2026-12-01T10:00:00.000Z', '2026-12-02T10:00:00.000Z'), savedBy: '900000001' }, metadata: meta() }], { expectedVersion: 'no_stream' });
    await runner.caughtUp(10_000);
    const one = worker('2026-12-01T08:00:00.000Z');
    const two = worker('2026-12-01T08:00:00.000Z');
    try {
      expect(await one.saw('ready')).toBe(true);
      expect(await two.saw('ready')).toBe(true);
      await new Promise((r) => setTimeout(r, 500));
      expect([one.active(), two.active()].filter(Boolean)).toHaveLength(1);
      // Both clocks reach the live date; the active process publishes, the other stands by.
      await Promise.all([one.set('2026-12-01T10:00:00.000Z'), two.set('2026-12-01T10:00:00.000Z')]);
      await expect.poll(() => typesOf('announcement-p'), { timeout: 15_000 }).toEqual(['AnnouncementScheduled', 'AnnouncementPublished']);
      await new Promise((r) => setTimeout(r, 500));
      expect(await typesOf('announcement-p')).toEqual(['AnnouncementScheduled', 'AnnouncementPublished']);
      // The active process dies; PostgreSQL frees its lock and the other takes over the take-down.
      const [active, standby] = one.active() ? [one, two] : [two, one];
      active.child.kill('SIGKILL');
      await new Promise((r) => active.child.once('close', r));
      expect(await standby.saw('scheduler: active', 20_000)).toBe(true);
      await standby.set('2026-12-02T10:00:01.000Z');
      await expect.poll(() => typesOf('announcement-p'), { timeout: 15_000 }).toEqual(['AnnouncementScheduled', 'AnnouncementPublished', 'AnnouncementTakenDown']);
      const events = (await store.readStream('announcement-p')).events;
      expect(events.slice(1).map((e) => [e.metadata.actor.accountNumber, e.metadata.occurredAt])).toEqual([
        ['system', '2026-12-01T10:00:00.000Z'],
        ['system', '2026-12-02T10:00:01.000Z'],
      ]);
    } finally {
      one.child.kill('SIGKILL');
      two.child.kill('SIGKILL');
      await runner.stop();
    }
  }, 180_000);
});
