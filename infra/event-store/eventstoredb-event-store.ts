import {
  type AllStreamResolvedEvent,
  type AppendResult as EsdbAppendResult,
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  eventTypeFilter,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  type JSONType,
  type ReadPosition,
  START as ESDB_START,
} from '@eventstore/db-client';
import { v7 as uuidv7 } from 'uuid';
import { openDoorbell } from './eventstoredb-doorbell';
import {
  commitOf,
  type EsdbClient,
  exactTypesRegex,
  idempotentEventId,
  isUserEvent,
  toRevision,
  toStored,
} from './eventstoredb-mapping';
import {
  type AppendOptions,
  type AppendResult,
  type Checkpoint,
  ConcurrencyError,
  type EventStore,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllResult,
  type DomainEventShape,
  type ReadStreamResult,
  type StoredEvent,
  START,
  type Subscription,
  typedStreamEvents,
} from './port';
import { subscribeByPolling } from './subscribe';
import { upcast } from './upcasters';
import { observeAppend } from '../observability/observe-append';

/**
 * The EventStore port over EventStoreDB (@eventstore/db-client v6, gRPC).
 *
 * Positions: $all is ordered by (commit, prepare) and the events of one append share a commit
 * position. The port's globalPosition is that commit position and transactionId is always '0';
 * readAll never splits one append across pages, so a commit-position checkpoint loses nothing.
 *
 * Subscriptions reuse subscribeByPolling (catch-up reads through readAll) rather than a native
 * catch-up subscription: batching, handler retry from the last checkpoint and type-filtered
 * checkpoints then behave exactly as on PostgreSQL, through code the contract suite already
 * exercises. A live $all subscription is only the doorbell (filtered server-side by event type
 * when the subscriber wants some types), with a polling timer as the fallback.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly listeners = new Set<() => void>();
  private readonly doorbells = new Set<() => void>();
  private sharedDoorbell?: () => void;
  private pollTimer?: NodeJS.Timeout;

  constructor(
    private readonly client: EsdbClient,
    private readonly options: { pollIntervalMs?: number; ownsClient?: boolean; scanLimit?: number } = {},
  ) {}

  static fromConnectionString(url: string, options: { pollIntervalMs?: number } = {}): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url), { ...options, ownsClient: true });
  }

  /** EventStoreDB needs no schema. */
  async init(): Promise<void> {}

  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    return observeAppend(streamId, events, (observed) => this.append(streamId, observed, options));
  }

  private async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const key = options.idempotencyKey;
    const ids = events.map((e, i) => (key ? idempotentEventId(key, i) : (e.eventId ?? uuidv7())));
    const expected = options.expectedVersion;
    const moved = await this.movedDependency(options.dependsOn);
    if (moved) {
      // A retry whose first attempt went through is a replay, not a conflict.
      const prior = key ? await this.findByIds(streamId, ids) : undefined;
      if (prior) return replayOf(prior);
      throw moved;
    }
    if (key && (expected === 'any' || expected === 'stream_exists')) {
      return this.appendKeyedWithoutVersion(streamId, events, ids, expected);
    }
    try {
      const r = await this.client.appendToStream(streamId, this.proposed(events, ids), {
        expectedRevision: toRevision(expected),
      });
      return await this.resultOf(streamId, events, ids, r);
    } catch (err) {
      if (!isWrongExpectedVersion(err)) throw err;
      // A retry whose first attempt went through finds the stream moved on, by its own events.
      const prior = key ? await this.findByIds(streamId, ids) : undefined;
      if (prior) return replayOf(prior);
      throw new ConcurrencyError(streamId, expected, actualVersionOf(err));
    }
  }

  async findAppended(streamId: string, idempotencyKey: string): Promise<AppendResult | undefined> {
    // A keyed append's events have the ids idempotentEventId(key, 0…n-1), contiguous in the stream.
    const { found } = await this.scanStream(streamId, Array.from({ length: MAX_KEYED_EVENTS }, (_, i) => idempotentEventId(idempotencyKey, i)));
    return found && found.length > 0 ? replayOf(found) : undefined;
  }

  /**
   * 'any' / 'stream_exists' with an idempotency key. ESDB only guarantees idempotence for an
   * exact expected version, so look for the key's events first, then append at the version we
   * saw; a conflict means someone appended meanwhile (maybe a parallel retry): look again.
   */
  private async appendKeyedWithoutVersion(
    streamId: string,
    events: NewEvent[],
    ids: string[],
    expected: 'any' | 'stream_exists',
  ): Promise<AppendResult> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const { found, version } = await this.scanStream(streamId, ids);
      if (found) return replayOf(found);
      if (expected === 'stream_exists' && version < 0) throw new ConcurrencyError(streamId, expected, -1);
      try {
        const r = await this.client.appendToStream(streamId, this.proposed(events, ids), {
          expectedRevision: toRevision(version),
        });
        return await this.resultOf(streamId, events, ids, r);
      } catch (err) {
        if (!isWrongExpectedVersion(err)) throw err;
      }
    }
    throw new ConcurrencyError(streamId, expected, -1);
  }

  /** The first stream of `dependsOn` no longer at the version read, as a conflict (read just before the append: not atomic with it). */
  private async movedDependency(dependsOn: AppendOptions['dependsOn']): Promise<ConcurrencyError | undefined> {
    for (const d of dependsOn ?? []) {
      const { version } = await this.scanStream(d.streamId, []);
      if (version !== d.version) return new ConcurrencyError(d.streamId, d.version, version);
    }
    return undefined;
  }

  private proposed(events: NewEvent[], ids: string[]) {
    return events.map((e, i) =>
      jsonEvent({
        id: ids[i]!,
        type: e.type,
        data: (e.data ?? null) as JSONType,
        metadata: { ...e.metadata, schemaVersion: e.metadata.schemaVersion ?? 1 },
      }),
    );
  }

  private async resultOf(streamId: string, events: NewEvent[], ids: string[], r: EsdbAppendResult): Promise<AppendResult> {
    if (!r.position) {
      // No position: the server recognised the events as already written (its own idempotence).
      const prior = await this.findByIds(streamId, ids);
      if (!prior) throw new Error(`EventStoreDB acknowledged ${streamId} without a position and the events are not there`);
      return replayOf(prior);
    }
    const commit = Number(r.position.commit);
    const next = Number(r.nextExpectedRevision);
    const stored = events.map(
      (e, i): StoredEvent =>
        upcast({
          eventId: ids[i]!,
          type: e.type,
          data: e.data ?? null,
          metadata: { ...e.metadata, schemaVersion: e.metadata.schemaVersion ?? 1 },
          streamId,
          streamPosition: next - events.length + 1 + i,
          globalPosition: commit,
          transactionId: '0',
        }),
    );
    return { events: stored, position: commit, nextExpectedVersion: next, replayed: false };
  }

  private async findByIds(streamId: string, ids: string[]): Promise<StoredEvent[] | undefined> {
    return (await this.scanStream(streamId, ids)).found;
  }

  /** Reads the stream backwards for the given ids (one append's events are contiguous). */
  private async scanStream(streamId: string, ids: string[]): Promise<{ found?: StoredEvent[]; version: number }> {
    const wanted = new Set(ids);
    const found: StoredEvent[] = [];
    let version = -1;
    const read = this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END });
    try {
      for await (const r of read) {
        if (!r.event) continue;
        if (version < 0) version = Number(r.event.revision);
        if (wanted.has(r.event.id)) found.unshift(toStored(r));
        else if (found.length > 0) break;
        if (found.length === ids.length) break;
      }
    } catch (err) {
      if (!isStreamNotFound(err)) throw err;
    } finally {
      await read.cancel().catch(() => undefined);
    }
    return { found: found.length > 0 && found[0]!.eventId === ids[0] ? found : undefined, version };
  }

  async readStream<E extends DomainEventShape = DomainEventShape>(streamId: string, options: { fromVersion?: number } = {}): Promise<ReadStreamResult<E>> {
    const from = options.fromVersion ?? 0;
    const events: StoredEvent[] = [];
    try {
      for await (const r of this.client.readStream(streamId, { direction: FORWARDS, fromRevision: BigInt(from) })) {
        if (r.event) events.push(toStored(r));
      }
    } catch (err) {
      if (isStreamNotFound(err)) return { events: [], version: -1 };
      throw err;
    }
    const typed = typedStreamEvents<E>(events);
    const last = events[events.length - 1];
    if (last) return { events: typed, version: last.streamPosition };
    if (from === 0) return { events: typed, version: -1 };
    return { events: typed, version: (await this.scanStream(streamId, [])).version };
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const after = options.after ?? START;
    const limit = options.limit ?? 1000;
    // How many $all records (ours or not) one call looks at before it returns what it has.
    const scanLimit = Math.max(limit, this.options.scanLimit ?? 4096);
    const types = options.types ? new Set(options.types) : undefined;
    const fromStart = after.globalPosition <= 0;
    // (commit, commit) is the first event of the append at that commit position.
    const fromPosition: ReadPosition = fromStart
      ? ESDB_START
      : { commit: BigInt(after.globalPosition), prepare: BigInt(after.globalPosition) };

    const events: StoredEvent[] = [];
    let checkpoint: Checkpoint = after;
    let group: AllStreamResolvedEvent[] = [];
    let groupCommit = -1;
    let scanned = 0;
    // Takes one whole append (never part of one); false when this page is full.
    const takeGroup = (): boolean => {
      const picked = group.filter((r) => isUserEvent(r) && (!types || types.has(r.event!.type))).map(toStored);
      if (events.length > 0 && events.length + picked.length > limit) return false;
      events.push(...picked);
      checkpoint = { transactionId: '0', globalPosition: groupCommit };
      group = [];
      return events.length < limit && scanned < scanLimit;
    };

    const read = this.client.readAll({ direction: FORWARDS, fromPosition });
    let full = false;
    try {
      for await (const r of read) {
        const commit = commitOf(r);
        if (!fromStart && commit <= after.globalPosition) continue;
        if (group.length > 0 && commit !== groupCommit && !takeGroup()) {
          full = true;
          break;
        }
        group.push(r);
        groupCommit = commit;
        scanned++;
      }
      // The end of $all: the last append is complete (ESDB commits an append atomically).
      if (!full && group.length > 0) takeGroup();
    } finally {
      await read.cancel().catch(() => undefined);
    }
    return { events, checkpoint };
  }

  async checkpointOf(globalPosition: number): Promise<Checkpoint | undefined> {
    if (globalPosition < 0) return undefined;
    const read = this.client.readAll({
      direction: FORWARDS,
      fromPosition: { commit: BigInt(globalPosition), prepare: BigInt(globalPosition) },
      maxCount: 1,
    });
    try {
      for await (const r of read) {
        return commitOf(r) === globalPosition ? { transactionId: '0', globalPosition } : undefined;
      }
    } catch {
      // Not a record boundary: no event there.
    } finally {
      await read.cancel().catch(() => undefined);
    }
    return undefined;
  }

  /** Newest user event's commit (within the last few hundred records; else the newest record). */
  async head(): Promise<Checkpoint> {
    let newest: number | undefined;
    const read = this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 500 });
    try {
      for await (const r of read) {
        newest ??= commitOf(r);
        if (isUserEvent(r)) return { transactionId: '0', globalPosition: commitOf(r) };
      }
    } finally {
      await read.cancel().catch(() => undefined);
    }
    return newest === undefined ? START : { transactionId: '0', globalPosition: newest };
  }

  subscribe(
    from: Checkpoint,
    handler: (events: StoredEvent[], checkpoint: Checkpoint) => Promise<void>,
    options: { types?: readonly string[]; batchSize?: number; onError?: (err: unknown) => void } = {},
  ): Subscription {
    const types = options.types;
    const source = {
      readAll: (o: ReadAllOptions) => this.readAll(o),
      head: () => this.head(),
      onAppended: (listener: () => void) => (types ? this.onAppendedOfTypes(types, listener) : this.onAppended(listener)),
    };
    return subscribeByPolling(source, from, handler, options);
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    this.startPolling();
    this.sharedDoorbell ??= openDoorbell(this.client, excludeSystemEvents(), () => this.listeners.forEach((l) => l()));
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Woken only by appends of these types (server-side filter), plus the polling timer. */
  private onAppendedOfTypes(types: readonly string[], listener: () => void): () => void {
    this.listeners.add(listener);
    this.startPolling();
    const close = openDoorbell(this.client, eventTypeFilter({ regex: exactTypesRegex(types) }), listener);
    this.doorbells.add(close);
    return () => {
      this.listeners.delete(listener);
      this.doorbells.delete(close);
      close();
    };
  }

  private startPolling() {
    if (this.pollTimer) return;
    this.pollTimer = setInterval(() => this.listeners.forEach((l) => l()), this.options.pollIntervalMs ?? 1000);
    this.pollTimer.unref();
  }

  async close(): Promise<void> {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.sharedDoorbell?.();
    this.doorbells.forEach((close) => close());
    this.doorbells.clear();
    this.listeners.clear();
    if (this.options.ownsClient) await this.client.dispose();
  }
}

/** findAppended looks for at most this many events of one keyed append. */
const MAX_KEYED_EVENTS = 64;

function replayOf(events: StoredEvent[]): AppendResult {
  const last = events[events.length - 1]!;
  return { events, position: last.globalPosition, nextExpectedVersion: last.streamPosition, replayed: true };
}

function isWrongExpectedVersion(err: unknown): err is { actualVersion: bigint | 'no_stream' } {
  return (err as { type?: unknown } | null)?.type === ErrorType.WRONG_EXPECTED_VERSION;
}

function isStreamNotFound(err: unknown): boolean {
  return (err as { type?: unknown } | null)?.type === ErrorType.STREAM_NOT_FOUND;
}

function actualVersionOf(err: { actualVersion: bigint | 'no_stream' }): number {
  return typeof err.actualVersion === 'bigint' ? Number(err.actualVersion) : -1;
}
