import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import {
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type EventData,
  type Filter,
  type Position,
  type ReadPosition,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { EsdbClient } from '../../infra/event-store/eventstoredb-mapping';

/**
 * An in-memory stand-in for EventStoreDBClient, so the EventStoreDB adapter's own logic runs
 * under the contract suite on a machine without an EventStoreDB server. It is NOT the server:
 * it models only what the adapter relies on, as documented by EventStoreDB —
 * - $all ordered by (commit, prepare); the events of one append share the commit position,
 *   which is the prepare position of its first event; system events interleave ($-prefixed);
 * - expected revisions any / no_stream / stream_exists / exact, WrongExpectedVersion otherwise;
 * - idempotent writes: the same event ids proposed again at the same expected revision (or
 *   already present, for 'any') succeed without writing and without a position;
 * - stream reads fail with StreamNotFound for a missing stream; live $all subscriptions from END.
 */
interface Rec {
  streamId: string;
  id: string;
  type: string;
  revision: bigint;
  data: unknown;
  metadata: unknown;
  position: Position;
}

export function createFakeEventStoreDbClient(): EsdbClient {
  const log: Rec[] = [];
  const streams = new Map<string, Rec[]>();
  const live = new Set<{ filter?: Filter; emitter: EventEmitter }>();
  let next = 100n;

  const write = (streamId: string, proposed: { id: string; type: string; data: unknown; metadata: unknown }[]) => {
    const commit = next;
    const list = streams.get(streamId) ?? [];
    streams.set(streamId, list);
    const written = proposed.map((p, i) => {
      const rec: Rec = { ...p, streamId, revision: BigInt(list.length), position: { commit, prepare: next + BigInt(i) * 10n } };
      list.push(rec);
      return rec;
    });
    next += BigInt(proposed.length) * 10n + 10n;
    log.push(...written);
    for (const sub of live) for (const rec of written) if (matches(sub.filter, rec)) sub.emitter.emit('data', resolvedAll(rec));
    return written;
  };
  write('$stats-fake', [{ id: crypto.randomUUID(), type: '$statsCollected', data: {}, metadata: {} }]);

  const client = {
    async appendToStream(streamId: string, events: EventData | EventData[], options: { expectedRevision?: AppendExpectedRevision } = {}) {
      await new Promise((r) => setImmediate(r));
      const proposed = (Array.isArray(events) ? events : [events]).map((e) => ({
        id: e.id,
        type: e.type,
        data: JSON.parse(JSON.stringify(e.data)) as unknown,
        metadata: e.metadata === undefined ? undefined : (JSON.parse(JSON.stringify(e.metadata)) as unknown),
      }));
      const list = streams.get(streamId) ?? [];
      const current = list.length - 1;
      const expected = options.expectedRevision ?? 'any';
      const start = expected === 'no_stream' ? 0 : typeof expected === 'bigint' ? Number(expected) + 1 : -1;
      const idempotent =
        start >= 0
          ? proposed.every((p, i) => list[start + i]?.id === p.id)
          : expected === 'any' && proposed.every((p) => list.some((r) => r.id === p.id));
      if (idempotent) return { success: true, nextExpectedRevision: BigInt(current), position: undefined };
      const ok =
        expected === 'any' ||
        (expected === 'no_stream' && current < 0) ||
        (expected === 'stream_exists' && current >= 0) ||
        (typeof expected === 'bigint' && Number(expected) === current);
      if (!ok) {
        throw new WrongExpectedVersionError(undefined, {
          streamName: streamId,
          expected,
          current: current < 0 ? 'no_stream' : BigInt(current),
        });
      }
      const written = write(streamId, proposed);
      const last = written[written.length - 1]!;
      if (written.length % 2 === 0) write('$stats-fake', [{ id: crypto.randomUUID(), type: '$statsCollected', data: {}, metadata: {} }]);
      return { success: true, nextExpectedRevision: last.revision, position: { commit: last.position.commit, prepare: last.position.prepare } };
    },

    readStream(streamId: string, options: { direction?: string; fromRevision?: bigint | 'start' | 'end'; maxCount?: number | bigint } = {}) {
      const list = streams.get(streamId);
      const backwards = options.direction === 'backwards';
      const from = options.fromRevision ?? (backwards ? 'end' : 'start');
      const rows = (list ?? []).filter((r) =>
        from === 'start' || from === 'end' ? true : backwards ? r.revision <= from : r.revision >= from,
      );
      if (backwards) rows.reverse();
      const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
      return streaming(async function* () {
        if (!list) throw new StreamNotFoundError(undefined, streamId);
        yield* rows.slice(0, max).map((r) => ({ event: recorded(r) }));
      });
    },

    readAll(options: { direction?: string; fromPosition?: ReadPosition; maxCount?: number | bigint } = {}) {
      const backwards = options.direction === 'backwards';
      const from = options.fromPosition ?? (backwards ? 'end' : 'start');
      let rows = log.filter((r) => {
        if (from === 'start' || from === 'end') return true;
        const c = comparePositions(r.position, from);
        return backwards ? c <= 0 : c >= 0;
      });
      if (backwards) rows = [...rows].reverse();
      const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
      return streaming(async function* () {
        yield* rows.slice(0, max).map(resolvedAll);
      });
    },

    subscribeToAll(options: { fromPosition?: ReadPosition; filter?: Filter } = {}) {
      if (options.fromPosition !== 'end') throw new Error('the fake only subscribes from END');
      const emitter = new EventEmitter();
      const entry = { filter: options.filter, emitter };
      live.add(entry);
      setImmediate(() => emitter.emit('confirmation'));
      return Object.assign(emitter, {
        async unsubscribe() {
          live.delete(entry);
        },
      });
    },

    async dispose() {
      live.clear();
    },
  };
  return client as unknown as EsdbClient;
}

function streaming<T>(gen: () => AsyncGenerator<T>) {
  return Object.assign(Readable.from(gen(), { objectMode: true }), { cancel: async () => undefined });
}

function recorded(r: Rec) {
  return {
    streamId: r.streamId,
    id: r.id,
    isJson: true,
    revision: r.revision,
    type: r.type,
    created: new Date(),
    data: r.data,
    metadata: r.metadata,
    position: r.position,
  };
}

function resolvedAll(r: Rec): AllStreamResolvedEvent {
  return { event: recorded(r), commitPosition: r.position.commit } as AllStreamResolvedEvent;
}

function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
}

function matches(filter: Filter | undefined, r: Rec): boolean {
  if (!filter) return true;
  const on = filter.filterOn === 'eventType' ? r.type : r.streamId;
  return 'regex' in filter ? new RegExp(filter.regex).test(on) : filter.prefixes.some((p) => on.startsWith(p));
}
