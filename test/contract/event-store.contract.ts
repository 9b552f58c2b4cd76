import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Checkpoint,
  compareCheckpoints,
  ConcurrencyError,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type StoredEvent,
} from '../../infra/event-store/port';

export interface ContractBackend {
  store: EventStore;
  cleanup(): Promise<void>;
}

/**
 * The one behaviour every EventStore adapter must show (guide §3). The log may be shared with
 * other writers (EventStoreDB, or other tests on one server), so each test uses its own streams
 * and event types, starts reading from head(), and only looks at its own events.
 */
export function describeEventStoreContract(name: string, factory: () => Promise<ContractBackend>): void {
  describe(name, () => {
    let backend: ContractBackend;
    let store: EventStore;
    const run = randomUUID().slice(0, 8);
    const stream = (label: string) => `contract-${run}-${label}`;
    const typeName = (label: string) => `${label}_${run}`;

    beforeAll(async () => {
      backend = await factory();
      store = backend.store;
      await store.init();
    });
    afterAll(async () => {
      await store?.close();
      await backend?.cleanup();
    });

    it('appends to a new stream and reads it back', async () => {
      const s = stream('new');
      const givenId = uuidv7();
      const r = await store.appendToStream(s, [ev('Opened', { n: 1 }, { eventId: givenId }), ev('Named', { n: 2 })], {
        expectedVersion: 'no_stream',
      });
      expect(r.replayed).toBe(false);
      expect(r.nextExpectedVersion).toBe(1);
      expect(r.events.map((e) => e.streamPosition)).toEqual([0, 1]);
      expect(r.events[0]!.eventId).toBe(givenId);
      expect(r.events.every((e) => e.streamId === s)).toBe(true);
      expect(r.position).toBe(r.events[1]!.globalPosition);

      const read = await store.readStream(s);
      expect(read.version).toBe(1);
      expect(read.events.map((e) => [e.type, e.data, e.eventId])).toEqual([
        ['Opened', { n: 1 }, givenId],
        ['Named', { n: 2 }, r.events[1]!.eventId],
      ]);
    });

    it('rejects a stale or future exact expected version', async () => {
      const s = stream('exact');
      await store.appendToStream(s, [ev('A', {})], { expectedVersion: 'no_stream' });
      await store.appendToStream(s, [ev('B', {})], { expectedVersion: 0 });
      await expectConflict(store.appendToStream(s, [ev('C', {})], { expectedVersion: 0 }), 1);
      await expectConflict(store.appendToStream(s, [ev('C', {})], { expectedVersion: 5 }), 1);
      await expectConflict(store.appendToStream(stream('exact-missing'), [ev('C', {})], { expectedVersion: 0 }), -1);
      expect((await store.readStream(s)).events.map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('no_stream (and a numeric -1) fail on an existing stream', async () => {
      const s = stream('nostream');
      await store.appendToStream(s, [ev('A', {})], { expectedVersion: -1 });
      await expectConflict(store.appendToStream(s, [ev('B', {})], { expectedVersion: 'no_stream' }), 0);
      await expectConflict(store.appendToStream(s, [ev('B', {})], { expectedVersion: -1 }), 0);
      expect((await store.readStream(s)).version).toBe(0);
    });

    it('stream_exists fails on a missing stream and passes on an existing one', async () => {
      const s = stream('exists');
      await expectConflict(store.appendToStream(s, [ev('A', {})], { expectedVersion: 'stream_exists' }), -1);
      expect((await store.readStream(s)).version).toBe(-1);
      await store.appendToStream(s, [ev('A', {})], { expectedVersion: 'no_stream' });
      const r = await store.appendToStream(s, [ev('B', {})], { expectedVersion: 'stream_exists' });
      expect(r.nextExpectedVersion).toBe(1);
    });

    it('any appends to a missing or an existing stream', async () => {
      const s = stream('any');
      expect((await store.appendToStream(s, [ev('A', {})], { expectedVersion: 'any' })).nextExpectedVersion).toBe(0);
      expect((await store.appendToStream(s, [ev('B', {}), ev('C', {})], { expectedVersion: 'any' })).nextExpectedVersion).toBe(2);
      expect((await store.readStream(s)).events.map((e) => e.type)).toEqual(['A', 'B', 'C']);
    });

    it('reads a stream from a version; a missing stream is version -1', async () => {
      const s = stream('from');
      await store.appendToStream(s, [0, 1, 2, 3, 4].map((n) => ev('N', { n })), { expectedVersion: 'no_stream' });
      const tail = await store.readStream(s, { fromVersion: 2 });
      expect(tail.events.map((e) => [e.streamPosition, (e.data as { n: number }).n])).toEqual([
        [2, 2],
        [3, 3],
        [4, 4],
      ]);
      expect(tail.version).toBe(4);
      expect(await store.readStream(s, { fromVersion: 10 })).toEqual({ events: [], version: 4 });
      expect(await store.readStream(stream('nowhere'))).toEqual({ events: [], version: -1 });
      expect(await store.readStream(stream('nowhere'), { fromVersion: 3 })).toEqual({ events: [], version: -1 });
      // A tail read of an existing stream with nothing new still knows its version.
      expect(await store.readStream(s, { fromVersion: 5 })).toEqual({ events: [], version: 4 });
    });

    it('refuses an append when a stream the decision read has moved since, and writes nothing', async () => {
      const target = stream('dep-target');
      const read = stream('dep-read');
      const missing = stream('dep-missing');
      await store.appendToStream(read, [ev('R', { n: 0 })], { expectedVersion: 'no_stream' });
      // At the versions read (a missing stream is -1): written.
      const ok = await store.appendToStream(target, [ev('T', { n: 0 })], {
        expectedVersion: 'no_stream',
        dependsOn: [{ streamId: read, version: 0 }, { streamId: missing, version: -1 }],
      });
      expect(ok.nextExpectedVersion).toBe(0);

      await store.appendToStream(read, [ev('R', { n: 1 })], { expectedVersion: 0 });
      const moved = await store.appendToStream(target, [ev('T', { n: 1 })], { expectedVersion: 0, dependsOn: [{ streamId: read, version: 0 }] }).catch((e: unknown) => e);
      expect(moved).toBeInstanceOf(ConcurrencyError);
      expect(moved).toMatchObject({ streamId: read, expected: 0, actual: 1 });

      await store.appendToStream(missing, [ev('M', {})], { expectedVersion: 'no_stream' });
      const appeared = await store.appendToStream(target, [ev('T', { n: 1 })], { expectedVersion: 0, dependsOn: [{ streamId: missing, version: -1 }] }).catch((e: unknown) => e);
      expect(appeared).toMatchObject({ streamId: missing, expected: -1, actual: 0 });
      expect((await store.readStream(target)).events.map((e) => e.data)).toEqual([{ n: 0 }]);

      // The stream's own stale version is still reported as its own.
      await expectConflict(store.appendToStream(target, [ev('T', { n: 1 })], { expectedVersion: 5, dependsOn: [{ streamId: read, version: 1 }] }), 0);
      const after = await store.appendToStream(target, [ev('T', { n: 1 })], { expectedVersion: 0, dependsOn: [{ streamId: read, version: 1 }, { streamId: missing, version: 0 }] });
      expect(after.nextExpectedVersion).toBe(1);
    });

    it('reads all streams in global order, page by page after a checkpoint', async () => {
      const start = await store.head();
      const s1 = stream('all-1');
      const s2 = stream('all-2');
      const s3 = stream('all-3');
      const ours = new Set([s1, s2, s3]);
      const appends = [
        await store.appendToStream(s1, [ev('T', { tag: 'a' })], { expectedVersion: 'no_stream' }),
        await store.appendToStream(s2, [ev('T', { tag: 'b' }), ev('T', { tag: 'c' })], { expectedVersion: 'no_stream' }),
        await store.appendToStream(s1, [ev('T', { tag: 'd' })], { expectedVersion: 0 }),
        await store.appendToStream(s3, [ev('T', { tag: 'e' })], { expectedVersion: 'no_stream' }),
        await store.appendToStream(s2, [ev('T', { tag: 'f' }), ev('T', { tag: 'g' })], { expectedVersion: 1 }),
      ];
      const all = await waitForOwn(store, start, ours, 7);
      expect(all.map(tag)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
      expectOrdered(all);
      // An append's reply carries the global position of its last event.
      const lastOfEach = [0, 2, 3, 4, 6].map((i) => all[i]!.globalPosition);
      expect(appends.map((r) => r.position)).toEqual(lastOfEach);

      const limited = await store.readAll({ after: start, limit: 3 });
      expect(limited.events.length).toBeLessThanOrEqual(3);
      expect(limited.events.length).toBeGreaterThan(0);

      const paged: StoredEvent[] = [];
      let after = start;
      for (let page = 0; page < 1000; page++) {
        const r = await store.readAll({ after, limit: 2 });
        expect(r.events.length).toBeLessThanOrEqual(2);
        const last = r.events[r.events.length - 1];
        if (last) expect(compareCheckpoints(r.checkpoint, keyOf(last))).toBeGreaterThanOrEqual(0);
        if (r.events.length === 0 && compareCheckpoints(r.checkpoint, after) === 0) break;
        expect(compareCheckpoints(r.checkpoint, after)).toBeGreaterThan(0);
        paged.push(...r.events.filter((e) => ours.has(e.streamId)));
        after = r.checkpoint;
      }
      expect(paged.map(tag)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
      expect(paged.map((e) => e.eventId)).toEqual(all.map((e) => e.eventId));
    });

    it('filters by type and still advances the checkpoint past the other types', async () => {
      const start = await store.head();
      const s = stream('types');
      const wanted = typeName('Wanted');
      const other = typeName('Other');
      await store.appendToStream(s, [ev(wanted, { tag: 'w1' })], { expectedVersion: 'no_stream' });
      await store.appendToStream(s, [ev(other, { tag: 'o1' }), ev(other, { tag: 'o2' })], { expectedVersion: 0 });
      const lastOther = await store.appendToStream(s, [ev(other, { tag: 'o3' })], { expectedVersion: 2 });
      await waitForOwn(store, start, new Set([s]), 4);

      const r = await store.readAll({ after: start, types: [wanted] });
      expect(r.events.map((e) => e.type)).toEqual([wanted]);
      expect(r.events.map(tag)).toEqual(['w1']);
      const otherCheckpoint = await store.checkpointOf(lastOther.position);
      expect(otherCheckpoint).toBeDefined();
      expect(compareCheckpoints(r.checkpoint, otherCheckpoint!)).toBeGreaterThanOrEqual(0);
      expect((await store.readAll({ after: r.checkpoint, types: [wanted] })).events).toEqual([]);

      const both = await store.readAll({ after: start, types: [wanted, other] });
      expect(both.events.filter((e) => e.streamId === s).map(tag)).toEqual(['w1', 'o1', 'o2', 'o3']);
    });

    it('subscribes from a checkpoint: only later events, then the ones appended after subscribing', async () => {
      const s = stream('sub');
      const first = await store.appendToStream(s, [ev('S', { tag: 'e1' })], { expectedVersion: 'no_stream' });
      const from = await store.checkpointOf(first.position);
      expect(from).toEqual({ transactionId: first.events[0]!.transactionId, globalPosition: first.position });
      await store.appendToStream(s, [ev('S', { tag: 'e2' })], { expectedVersion: 0 });

      const received: StoredEvent[] = [];
      const checkpoints: Checkpoint[] = [];
      const sub = store.subscribe(from!, async (events, checkpoint) => {
        received.push(...events.filter((e) => e.streamId === s));
        checkpoints.push(checkpoint);
      });
      try {
        await waitFor(() => received.length >= 1, 'e2 to arrive');
        await store.appendToStream(s, [ev('S', { tag: 'e3' }), ev('S', { tag: 'e4' })], { expectedVersion: 1 });
        await waitFor(() => received.length >= 3, 'e3, e4 to arrive');
        await new Promise((r) => setTimeout(r, 200));
      } finally {
        await sub.stop();
      }
      expect(received.map(tag)).toEqual(['e2', 'e3', 'e4']);
      for (let i = 1; i < checkpoints.length; i++) {
        expect(compareCheckpoints(checkpoints[i]!, checkpoints[i - 1]!)).toBeGreaterThanOrEqual(0);
      }
    });

    it('a subscription with types receives only those types', async () => {
      const s = stream('sub-types');
      const wanted = typeName('SubWanted');
      const start = await store.head();
      const received: StoredEvent[] = [];
      const sub = store.subscribe(start, async (events) => void received.push(...events), { types: [wanted] });
      try {
        await store.appendToStream(s, [ev(typeName('SubOther'), { tag: 'x' })], { expectedVersion: 'no_stream' });
        await store.appendToStream(s, [ev(wanted, { tag: 'y' })], { expectedVersion: 0 });
        await waitFor(() => received.length >= 1, 'the wanted event');
        await new Promise((r) => setTimeout(r, 200));
      } finally {
        await sub.stop();
      }
      expect(received.map((e) => [e.type, tag(e)])).toEqual([[wanted, 'y']]);
    });

    it('an idempotency key gives the same reply and writes the events once', async () => {
      const s = stream('idem');
      const key = `contract-${run}-k1`;
      const events = [ev('I', { n: 1 }), ev('I', { n: 2 })];
      const first = await store.appendToStream(s, events, { expectedVersion: 'no_stream', idempotencyKey: key });
      const again = await store.appendToStream(s, events, { expectedVersion: 'no_stream', idempotencyKey: key });
      expect(first.replayed).toBe(false);
      expect(again.replayed).toBe(true);
      expect(replyOf(again)).toEqual(replyOf(first));
      expect((await store.readStream(s)).events.map((e) => e.eventId)).toEqual(first.events.map((e) => e.eventId));

      // Retried after the stream has moved on: still the first reply, not a conflict.
      const k2 = `contract-${run}-k2`;
      const third = await store.appendToStream(s, [ev('I', { n: 3 })], { expectedVersion: 1, idempotencyKey: k2 });
      await store.appendToStream(s, [ev('I', { n: 4 })], { expectedVersion: 2 });
      const thirdAgain = await store.appendToStream(s, [ev('I', { n: 3 })], { expectedVersion: 1, idempotencyKey: k2 });
      expect(thirdAgain.replayed).toBe(true);
      expect(replyOf(thirdAgain)).toEqual(replyOf(third));

      // Without a version check ('any') the key alone prevents the second copy.
      const s2 = stream('idem-any');
      const k3 = `contract-${run}-k3`;
      const a1 = await store.appendToStream(s2, [ev('I', { n: 5 })], { expectedVersion: 'any', idempotencyKey: k3 });
      const a2 = await store.appendToStream(s2, [ev('I', { n: 5 })], { expectedVersion: 'any', idempotencyKey: k3 });
      expect(a2.replayed).toBe(true);
      expect(replyOf(a2)).toEqual(replyOf(a1));
      expect((await store.readStream(s)).events.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
      expect((await store.readStream(s2)).events).toHaveLength(1);
    });

    it('round-trips metadata: actor, impersonator, correlation and causation ids, extras', async () => {
      const s = stream('meta');
      const start = await store.head();
      const metadata: EventMetadata = {
        actor: { accountNumber: 'A-1001', customerGroup: 'PRACTICE' },
        impersonator: { accountNumber: 'CSR-7', name: 'Dana Support' },
        correlationId: randomUUID(),
        causationId: randomUUID(),
        occurredAt: '2024-05-06T07:08:09.123Z',
        schemaVersion: 1,
        requestIp: '127.0.0.1',
      };
      const r = await store.appendToStream(s, [{ type: 'M', data: { ok: true }, metadata }], { expectedVersion: 'no_stream' });
      expect(r.events[0]!.metadata).toEqual(metadata);
      expect((await store.readStream(s)).events[0]!.metadata).toEqual(metadata);
      const [fromAll] = await waitForOwn(store, start, new Set([s]), 1);
      expect(fromAll!.metadata).toEqual(metadata);
    });
  });
}

function ev(type: string, data: unknown, extra: { eventId?: string } = {}): NewEvent {
  const metadata: EventMetadata = {
    actor: { accountNumber: 'system', customerGroup: 'SYSTEM' },
    correlationId: randomUUID(),
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  };
  return { ...extra, type, data, metadata };
}

function tag(e: StoredEvent): string {
  return (e.data as { tag: string }).tag;
}

function keyOf(e: StoredEvent): Checkpoint {
  return { transactionId: e.transactionId, globalPosition: e.globalPosition };
}

function replyOf(r: { position: number; nextExpectedVersion: number; events: StoredEvent[] }) {
  return {
    position: r.position,
    nextExpectedVersion: r.nextExpectedVersion,
    events: r.events.map((e) => [e.eventId, e.streamId, e.streamPosition, e.globalPosition, e.type, e.data]),
  };
}

async function expectConflict(p: Promise<unknown>, actual: number): Promise<void> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConcurrencyError);
  expect((err as ConcurrencyError).actual).toBe(actual);
}

function expectOrdered(events: StoredEvent[]): void {
  for (let i = 1; i < events.length; i++) {
    expect(compareCheckpoints(keyOf(events[i]!), keyOf(events[i - 1]!))).toBeGreaterThanOrEqual(0);
  }
}

async function waitFor(cond: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Our events after `after`, once `count` of them are visible. On PostgreSQL a transaction still
 * open anywhere on the server (another test) holds visibility back, so wait rather than assume.
 */
async function waitForOwn(store: EventStore, after: Checkpoint, streams: Set<string>, count: number): Promise<StoredEvent[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const own = (await store.readAll({ after, limit: 10_000 })).events.filter((e) => streams.has(e.streamId));
    if (own.length >= count || Date.now() > deadline) {
      expect(own).toHaveLength(count);
      return own;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
