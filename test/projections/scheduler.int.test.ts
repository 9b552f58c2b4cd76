import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TimerRule } from '../../domain/shared/due-work';
import { ManualClock } from '../../infra/clock';
import type { EventMetadata } from '../../infra/event-store/port';
import { timersProjectionOf } from '../../projections/timers';
import { startProjections } from '../../workers/projections/projection-runner';
import { type RunningScheduler, startScheduler, type TimerHandler } from '../../workers/scheduler/scheduler';
import { storeBed } from '../support/event-store-bed';
import { testMeta } from '../support/event-meta';

/** A tiny "reminder" context: ReminderScheduled sets a timer, ReminderSent (the work) and ReminderCancelled end it. */
const reminderRule: TimerRule = {
  name: 'reminders',
  eventTypes: ['ReminderScheduled', 'ReminderSent', 'ReminderCancelled'],
  timersOf(event) {
    const id = `reminder:${event.streamId}`;
    if (event.type === 'ReminderScheduled') return { set: [{ timerId: id, kind: 'reminder.send', dueAt: (event.data as { at: string }).at, payload: { streamId: event.streamId } }] };
    return { cancel: [id] };
  },
};

const meta = (): EventMetadata => testMeta({ actor: { accountNumber: 'T1', customerGroup: 'CSR' } });

// Registered first, so its afterEach (closing the store) runs after the one below that stops the schedulers.
const { db, store, kdb } = storeBed({ each: true, pollIntervalMs: 20 });
let schedulers: RunningScheduler[] = [];

/** The handler: sends once per reminder, deciding from the stream (the work may be cancelled meanwhile). */
let sends = 0;
const sendReminder: TimerHandler = async (timer, ctx) => {
  const streamId = String(timer.payload.streamId);
  const { events, version } = await ctx.store.readStream(streamId);
  if (events.some((e) => e.type === 'ReminderCancelled' || e.type === 'ReminderSent')) return 'skipped: done or cancelled';
  const result = await ctx.store.appendToStream(streamId, [{ type: 'ReminderSent', data: { at: ctx.now.toISOString() }, metadata: ctx.metadata }], { expectedVersion: version, idempotencyKey: ctx.idempotencyKey });
  if (!result.replayed) sends++;
  return 'sent';
};

beforeEach(async () => {
  sends = 0;
});
afterEach(async () => {
  for (const s of schedulers) await s.stop();
  schedulers = [];
});

async function scheduler(clock: ManualClock): Promise<RunningScheduler> {
  const s = await startScheduler({ sql: db.client, db: kdb, store, clock, handlers: { 'reminder.send': sendReminder }, autoStart: false });
  schedulers.push(s);
  return s;
}

async function sentEvents(streamId: string): Promise<number> {
  return (await store.readStream(streamId)).events.filter((e) => e.type === 'ReminderSent').length;
}

describe(`scheduler (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('fires a timer at its due time by the driven clock, once, across two schedulers and a restart; moved and cancelled timers follow their events', async () => {
    const projection = timersProjectionOf([reminderRule]);
    const runner = await startProjections({ sql: db.client, db: kdb, store, projections: [projection] });
    const clock = new ManualClock('2026-12-01T09:00:00.000Z');
    await store.appendToStream('reminder-a', [{ type: 'ReminderScheduled', data: { at: '2026-12-01T10:00:00.000Z' }, metadata: meta() }], { expectedVersion: 'no_stream' });
    await store.appendToStream('reminder-b', [{ type: 'ReminderScheduled', data: { at: '2026-12-01T10:30:00.000Z' }, metadata: meta() }], { expectedVersion: 'no_stream' });
    await store.appendToStream('reminder-c', [{ type: 'ReminderScheduled', data: { at: '2026-12-01T10:00:00.000Z' }, metadata: meta() }], { expectedVersion: 'no_stream' });
    // b is moved later, c is cancelled before it is due.
    await store.appendToStream('reminder-b', [{ type: 'ReminderScheduled', data: { at: '2026-12-01T12:00:00.000Z' }, metadata: meta() }], { expectedVersion: 0 });
    await store.appendToStream('reminder-c', [{ type: 'ReminderCancelled', data: {}, metadata: meta() }], { expectedVersion: 0 });
    await runner.caughtUp(10_000);

    const one = await scheduler(clock);
    const two = await scheduler(clock);
    expect(await one.tick()).toBe(0); // nothing due at 09:00

    clock.set('2026-12-01T10:00:00.000Z'); // a is due, exactly at its time
    const fired = (await Promise.all([one.tick(), two.tick()])).reduce((a, b) => a + b, 0);
    expect(fired).toBe(1);
    expect(await sentEvents('reminder-a')).toBe(1);
    expect(await sentEvents('reminder-c')).toBe(0);

    // ReminderSent cancels a's timer; the table keeps only b.
    await runner.caughtUp(10_000);
    const pending = await kdb.withSchema('rm').selectFrom('timers').select(['timer_id', 'due_at']).execute();
    expect(pending).toEqual([{ timer_id: 'reminder:reminder-b', due_at: '2026-12-01T12:00:00.000Z' }]);

    clock.set('2026-12-01T10:45:00.000Z'); // b's first time has passed, but b was moved
    expect(await one.tick()).toBe(0);
    expect(await sentEvents('reminder-b')).toBe(0);

    // The active scheduler dies; a new one takes over and fires b once at its new time.
    await one.stop();
    await two.stop();
    const three = await scheduler(clock);
    clock.set('2026-12-01T12:00:01.000Z');
    expect(await three.tick()).toBe(1);
    expect(await three.tick()).toBe(0);
    expect(await sentEvents('reminder-b')).toBe(1);
    expect(sends).toBe(2);
    await runner.stop();
  });

  it('retries a failing handler with backoff and never fires a due timer twice when its firing was recorded', async () => {
    const runner = await startProjections({ sql: db.client, db: kdb, store, projections: [timersProjectionOf([reminderRule])] });
    await store.appendToStream('reminder-x', [{ type: 'ReminderScheduled', data: { at: '2026-12-01T10:00:00.000Z' }, metadata: meta() }], { expectedVersion: 'no_stream' });
    await runner.caughtUp(10_000);
    const clock = new ManualClock('2026-12-01T10:00:00.000Z');
    let failures = 2;
    const flaky: TimerHandler = async (timer, ctx) => {
      if (failures-- > 0) throw new Error('upstream down');
      return sendReminder(timer, ctx);
    };
    const s = await startScheduler({ sql: db.client, db: kdb, store, clock, handlers: { 'reminder.send': flaky }, autoStart: false });
    schedulers.push(s);
    expect(await s.tick()).toBe(0); // attempt 1 fails
    expect(await s.tick()).toBe(0); // backing off: not retried yet
    clock.advance(5_000);
    expect(await s.tick()).toBe(0); // attempt 2 fails
    clock.advance(10_000);
    expect(await s.tick()).toBe(1); // attempt 3 sends
    clock.advance(60_000);
    expect(await s.tick()).toBe(0);
    expect(await sentEvents('reminder-x')).toBe(1);
    const { rows } = await db.client.query<{ attempts: number; outcome: string }>('SELECT attempts, outcome FROM scheduler_firings');
    expect(rows).toEqual([{ attempts: 3, outcome: 'sent' }]);
    await runner.stop();
  });
});
