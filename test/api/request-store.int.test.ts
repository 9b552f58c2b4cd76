import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onRequestStore, onStepStore } from '../../command-api/lib/command-route';
import type { CommandContext } from '../../command-api/lib/context';
import { RequestStore, StaleReadError } from '../../command-api/lib/request-store';
import { StateCache } from '../../command-api/lib/state-cache';
import { DomainError } from '../../domain/shared/errors';
import type { EventMetadata, EventStore } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres-event-store';
import { freshPglite, freshPostgres, realPostgresUrl, type TestDatabase } from '../support/database';

/**
 * The command path's state cache against a real log (issue #19, D-500…D-503): two caches on one
 * database stand for two command-API processes. (The same over HTTP, with the real cart and
 * practice routes: test/api/command-cache-two-instances.int.test.ts.)
 */

type Counted = { type: 'Counted'; data: { n: number } };
const counter = { initialState: () => ({ count: 0 }), evolve: (s: { count: number }, e: Counted) => ({ count: e.data.n }) };
type FlagEvent = { type: 'Blocked' | 'Unblocked'; data: Record<string, never> };
const flag = { initialState: () => ({ blocked: false }), evolve: (_: { blocked: boolean }, e: FlagEvent) => ({ blocked: e.type === 'Blocked' }) };
type Done = { type: 'Done'; data: { by: string } };
const target = { initialState: () => ({ done: 0 }), evolve: (s: { done: number }, _e: Done) => ({ done: s.done + 1 }) };

const done = (): Done[] => [{ type: 'Done', data: { by: 'a' } }];
const set = (type: FlagEvent['type']) => (): FlagEvent[] => [{ type, data: {} }];
const metadata: EventMetadata = { actor: { accountNumber: 'system', customerGroup: 'SYSTEM' }, correlationId: 'request-store-test', occurredAt: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };
const count = (s: { count: number }): Counted[] => [{ type: 'Counted', data: { n: s.count + 1 } }];
const refused = () => new DomainError('rule', 'BLOCKED', 'Blocked.');

let db: TestDatabase;
let store: PostgresEventStore;
/** Every readStream the processes send: stream and fromVersion. */
const reads: { streamId: string; from: number | undefined }[] = [];
let counting: EventStore;
let run = 0;
const stream = (name: string) => `rs-${run}-${name}`;

beforeAll(async () => {
  const url = realPostgresUrl();
  db = url ? await freshPostgres(url) : await freshPglite();
  store = new PostgresEventStore(db.client);
  await store.init();
  counting = new Proxy(store, {
    get(t, key, receiver) {
      if (key === 'readStream')
        return (streamId: string, options?: { fromVersion?: number }) => {
          reads.push({ streamId, from: options?.fromVersion });
          return t.readStream(streamId, options);
        };
      const v: unknown = Reflect.get(t, key, receiver);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(t) : v;
    },
  });
}, 120_000);
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

/** Two state caches, as two command-API processes on the log would have; each test its own streams. */
function twoProcesses(): [StateCache, StateCache] {
  run++;
  return [new StateCache(1 << 20), new StateCache(1 << 20)];
}
const ctxOf = (cache: StateCache): CommandContext => ({ store: counting, sql: db.client, tokenTtlMs: 60_000, stateCache: cache });
const ns = async (id: string) => (await store.readStream<Counted>(id)).events.map((e) => e.data.n);

describe('the request store over the state cache', () => {
  it('two processes incrementing one stream at once lose no update', async () => {
    const [a, b] = twoProcesses();
    const id = stream('counter');
    await Promise.all(Array.from({ length: 40 }, (_, i) => new RequestStore(counting, i % 2 ? a : b).handle(id, counter, count, { metadata, retries: 100 })));
    expect(await ns(id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('decides on a kept state without reading it; a stale one costs only the events after it', async () => {
    const [a, b] = twoProcesses();
    const id = stream('tail');
    reads.length = 0;
    await new RequestStore(counting, a).handle(id, counter, count, { metadata });
    expect(reads).toEqual([{ streamId: id, from: undefined }]);
    reads.length = 0;
    await new RequestStore(counting, a).handle(id, counter, count, { metadata });
    expect(reads).toEqual([]);
    // The other process appends twice; this one's kept state (version 1) is stale: the append conflicts, and only versions 2.. are read.
    await new RequestStore(counting, b).handle(id, counter, count, { metadata });
    await new RequestStore(counting, b).handle(id, counter, count, { metadata });
    reads.length = 0;
    const { result } = await new RequestStore(counting, a).handle(id, counter, count, { metadata });
    expect(reads).toEqual([{ streamId: id, from: 2 }]);
    expect(result?.nextExpectedVersion).toBe(4);
    expect(await ns(id)).toEqual([1, 2, 3, 4, 5]);
    expect(a.get(id, counter.evolve)).toEqual({ state: { count: 5 }, version: 4 });
  });

  it('an append names the other streams the request read: a stale one is refused, the request runs again and decides right', async () => {
    const [a, b] = twoProcesses();
    const guard = stream('guard');
    const out = stream('target');
    let runs = 0;
    const act = (cache: StateCache) =>
      onRequestStore(ctxOf(cache), async (ctx) => {
        runs++;
        const rs = ctx.store as RequestStore;
        const { state } = await rs.load(guard, flag);
        if (state.blocked) throw refused();
        return rs.handle(out, target, done, { metadata });
      });
    await act(a); // a keeps the guard (not blocked), read once
    await new RequestStore(counting, b).handle(guard, flag, set('Blocked'), { metadata });

    // a's kept guard says "not blocked": the append is refused by the log (the guard moved), and the re-run sees the block.
    runs = 0;
    const blocked = await act(a).catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(DomainError);
    expect(runs).toBe(2);
    expect((await store.readStream(out)).version).toBe(0);

    // Now a keeps "blocked"; b lifts it. A refusal made on a kept state is checked against the log before it stands.
    await new RequestStore(counting, b).handle(guard, flag, set('Unblocked'), { metadata });
    runs = 0;
    reads.length = 0;
    const lifted = await act(a);
    expect(lifted.result?.nextExpectedVersion).toBe(1);
    expect(runs).toBe(2);
    expect(reads).toEqual([{ streamId: guard, from: 1 }]);

    // Nothing moved: the refusal stands after one tail read, and the handler ran once.
    await new RequestStore(counting, b).handle(guard, flag, set('Blocked'), { metadata });
    await act(a).catch(() => undefined); // a learns the block
    runs = 0;
    reads.length = 0;
    await expect(act(a)).rejects.toBeInstanceOf(DomainError);
    expect(runs).toBe(1);
    expect(reads).toEqual([{ streamId: guard, from: 3 }]);
  });

  it('a no-op decided on a kept state is checked too', async () => {
    const [a, b] = twoProcesses();
    const id = stream('noop');
    const untilThree = (s: { count: number }): Counted[] => (s.count >= 3 ? [] : count(s));
    const act = (cache: StateCache) => onRequestStore(ctxOf(cache), (ctx) => (ctx.store as RequestStore).handle(id, counter, untilThree, { metadata }));
    await act(a);
    await act(b);
    await act(b);
    // a keeps count 1 and would append 2: the append conflicts and a catches up → nothing to do (count 3).
    expect((await act(a)).result).toBeUndefined();
    expect(await ns(id)).toEqual([1, 2, 3]);
  });

  it('parallel steps of one request moving what the others read are not stale reads (an import of many rows)', async () => {
    const [a] = twoProcesses();
    let runs = 0;
    const rows = Array.from({ length: 12 }, (_, i) => stream(`row-${i}`));
    const out = await onRequestStore(ctxOf(a), async (ctx) => {
      runs++;
      const rs = ctx.store as RequestStore;
      // Each row reads its own stream, then appends to it: every append names the rows read so far as dependencies.
      return Promise.all(rows.map(async (id) => (await rs.load(id, flag), rs.handle(id, flag, set('Blocked'), { metadata, retries: 0 }))));
    });
    expect(runs).toBe(1);
    expect(out.map((h) => h.result?.nextExpectedVersion)).toEqual(rows.map(() => 0));
  });

  it('a stale dependency before the request appended is a StaleReadError; after it, the decision is made again in place', async () => {
    const [a, b] = twoProcesses();
    const guard = stream('guard');
    const first = stream('first');
    const second = stream('second');
    await new RequestStore(counting, a).load(guard, flag); // kept by a, version -1
    await new RequestStore(counting, b).handle(guard, flag, set('Unblocked'), { metadata });

    const rs = new RequestStore(counting, a);
    await rs.load(guard, flag);
    const stale = await rs.handle(first, target, done, { metadata }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(StaleReadError);
    expect(rs.appended).toBe(false);

    // A request that appended first, then reads a stream another process moves before its second append.
    const rs2 = new RequestStore(counting, a);
    await rs2.handle(first, target, done, { metadata });
    await rs2.load(stream('other'), flag);
    await new RequestStore(counting, b).handle(stream('other'), flag, set('Blocked'), { metadata });
    const { result } = await rs2.handle(second, target, done, { metadata });
    expect(result?.nextExpectedVersion).toBe(0);
  });

  it('steps of one request on stores of their own: a row whose read moved runs again alone; the others do not depend on it', async () => {
    const [a, b] = twoProcesses();
    const shared = stream('holder');
    const rows = Array.from({ length: 6 }, (_, i) => stream(`step-${i}`));
    await new RequestStore(counting, a).load(shared, flag); // a keeps the holder at version -1
    await new RequestStore(counting, b).handle(shared, flag, set('Unblocked'), { metadata }); // another process moves it
    const runsOf = new Map<string, number>();
    const out = await onRequestStore(ctxOf(a), (ctx) =>
      Promise.all(
        rows.map((id, i) =>
          onStepStore(ctx, async ({ store: step }) => {
            runsOf.set(id, (runsOf.get(id) ?? 0) + 1);
            // Row 0 reads the moved holder (kept, stale); every row then appends to its own stream.
            if (i === 0) await step.load(shared, flag);
            return step.handle(id, target, done, { metadata, retries: 0 });
          }),
        ),
      ),
    );
    expect(out.map((h) => h.result?.nextExpectedVersion)).toEqual(rows.map(() => 0));
    expect(runsOf.get(rows[0]!)).toBe(2); // its append named the holder at -1: refused, run again on the fresh state
    expect(rows.slice(1).map((id) => runsOf.get(id))).toEqual(rows.slice(1).map(() => 1));
  });
});
