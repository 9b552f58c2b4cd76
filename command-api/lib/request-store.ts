import { v7 as uuidv7 } from 'uuid';
import {
  type AppendOptions,
  type AppendResult,
  ConcurrencyError,
  type DomainEventShape,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type ReadStreamResult,
  type StreamVersion,
} from '../../infra/event-store/port';
import type { FoldKey, Folded, StateCache } from './state-cache';

export interface StreamDecider<State, Event extends DomainEventShape> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
}

export interface HandleOptions {
  metadata: EventMetadata;
  idempotencyKey?: string;
  /** Retries after a version conflict; only for commands that are safe to re-decide. */
  retries?: number;
  /**
   * The stream is new by construction (a random id made by this request): decide on the initial
   * state without reading it; the append expects no stream, so an existing one is a conflict.
   */
  newStream?: boolean;
  /**
   * The request is a retry of one whose outcome is unknown (its process died, or it failed with a
   * 5xx): if this step's key already appended, answer with those events instead of deciding again.
   */
  replay?: boolean;
}

export type Handled<Event> = { result: AppendResult; events: Event[] } | { result: undefined; events: [] };

/**
 * A decision made on a kept state turned out to rest on a stream that has moved since (the append
 * said so), before this request appended anything: the request runs again on the fresh states.
 */
export class StaleReadError extends Error {
  constructor(readonly conflict: ConcurrencyError) {
    super(`stale read of ${conflict.streamId}: decided at version ${String(conflict.expected)}, now ${conflict.actual}`);
    this.name = 'StaleReadError';
  }
}

type AnyDecider = StreamDecider<unknown, DomainEventShape>;

/** The version conflicts one command request met (its appends refused for a stale version), for its metrics. */
export interface ConflictTally {
  conflicts: number;
}

/** How often one append decides again because the request's own parallel writes moved what it read. */
const OWN_WRITE_REDECIDES = 50;

/** What one request read of one stream: each fold's state at the request's version of the stream. */
interface StreamRead {
  version: number;
  folds: Map<FoldKey, { decider: AnyDecider; folded: Folded<unknown> }>;
  /** Read from the log during this request (not only taken from the cache). */
  fresh: boolean;
  /** Confirmed by an append of this request (as its own stream or a dependency). */
  verified: boolean;
}

/**
 * The event store as one command request sees it (issue #19, D-500…D-503). `load` gives a
 * stream's folded state from the cache (or reads and folds it once), the same state for the
 * whole request; `handle` decides on it and appends with its version as the expected version and
 * the versions of everything else the request loaded as `dependsOn`, so the log itself refuses a
 * decision made on anything stale. After a conflict only the events after the kept version are
 * read. Every other port method passes through (an append made directly forgets the stream's
 * kept state).
 *
 * Without a cache (seeds, imports, jobs calling handleCommand on the plain store) every load reads
 * the stream: the plain read → fold → decide → append of Emmett's command handler.
 */
export class RequestStore implements EventStore {
  readonly kind: EventStore['kind'];
  private readonly reads = new Map<string, StreamRead>();
  /** The ids of every event this request appended or is appending (its own writes are no stale read). */
  private readonly ownEventIds = new Set<string>();
  private appendedAny = false;
  /** Stores of this request's independent steps (`fork`). */
  private readonly forks: RequestStore[] = [];

  constructor(
    readonly inner: EventStore,
    private readonly cache?: StateCache,
    /** Counts the conflicts this request's appends met (shared with its steps and reruns). */
    readonly tally: ConflictTally = { conflicts: 0 },
  ) {
    this.kind = inner.kind;
  }

  /** True once this request (or one of its steps) appended anything (its decisions then stand as made). */
  get appended(): boolean {
    return this.appendedAny || this.forks.some((f) => f.appended);
  }

  /**
   * A store for one independent step of this request (an import's row, run beside the others):
   * its reads are the dependencies of its own appends only, so one row's read of a stream that
   * moves does not refuse another row's append. Its appends count as the request's.
   */
  fork(): RequestStore {
    const step = new RequestStore(this.inner, this.cache, this.tally);
    this.forks.push(step);
    step.discard = () => void this.forks.splice(this.forks.indexOf(step), 1);
    return step;
  }

  /** Forgets a step's store that is run again on a new one (its reads no longer count). */
  discard: () => void = () => {};

  async load<State, Event extends DomainEventShape>(streamId: string, decider: StreamDecider<State, Event>): Promise<Folded<State>> {
    const read = this.reads.get(streamId);
    const mine = read?.folds.get(decider.evolve);
    if (mine) return mine.folded as Folded<State>;
    const kept = this.cache?.get<State>(streamId, decider.evolve);
    const folded = kept ?? (await this.readAndFold(streamId, decider));
    this.remember(streamId, decider as AnyDecider, folded, !kept);
    // Another fold of this stream in this request stands at another version: bring both to the newest.
    if (read && read.version !== folded.version) await this.catchUp(streamId);
    return this.reads.get(streamId)!.folds.get(decider.evolve)!.folded as Folded<State>;
  }

  /**
   * Read → fold → decide → append with the expected version (Emmett's command handler), on the
   * request's state of the stream. On a conflict of the stream itself only its new events are
   * read and the decision made again, up to `retries` times; after that the ConcurrencyError
   * reaches the caller (HTTP 409). A conflict of a dependency before this request appended
   * anything is a StaleReadError (the whole request runs again); after, the decision is re-made.
   */
  async handle<State, Event extends DomainEventShape>(
    streamId: string,
    decider: StreamDecider<State, Event>,
    decide: (state: State) => Event[],
    options: HandleOptions,
  ): Promise<Handled<Event>> {
    const retries = options.retries ?? 3;
    if (options.replay && options.idempotencyKey) {
      const earlier = await this.inner.findAppended(streamId, options.idempotencyKey);
      if (earlier) {
        this.appendedAny = true;
        this.reads.delete(streamId);
        this.cache?.invalidate(streamId);
        return { result: earlier, events: earlier.events.map((e) => ({ type: e.type, data: e.data }) as Event) };
      }
    }
    let current: Folded<State> = options.newStream ? { state: decider.initialState(), version: -1 } : await this.load(streamId, decider);
    if (options.newStream) this.remember(streamId, decider as AnyDecider, current, true);
    let ownWrites = 0;
    for (let attempt = 0; ; attempt++) {
      const decided = decide(current.state);
      if (decided.length === 0) return { result: undefined, events: [] };
      const dependsOn = this.dependenciesOf(streamId);
      try {
        const result = await this.inner.appendToStream(
          streamId,
          this.own(decided.map((e): NewEvent => ({ type: e.type, data: e.data, metadata: options.metadata }))),
          { expectedVersion: current.version < 0 ? 'no_stream' : current.version, idempotencyKey: options.idempotencyKey, dependsOn },
        );
        this.appendedAny = true;
        for (const d of dependsOn) this.reads.get(d.streamId)!.verified = true;
        this.afterOwnAppend(streamId, decider, current, result);
        return { result, events: result.events.map((e) => ({ type: e.type, data: e.data }) as Event) };
      } catch (err) {
        if (!(err instanceof ConcurrencyError)) throw err;
        this.tally.conflicts++;
        // What moved since the version the append named: if only this request's own writes (parallel
        // steps of one request, e.g. an import's rows), decide again without spending a retry.
        const named = typeof err.expected === 'number' ? err.expected : -1;
        const { byOthers } = await this.catchUp(err.streamId, named);
        if (!byOthers && ownWrites++ < OWN_WRITE_REDECIDES) {
          attempt--;
        } else if (err.streamId !== streamId && !this.appendedAny) {
          // Decided on a stale dependency before appending anything: the whole request runs again (its checks too).
          throw new StaleReadError(err);
        } else if (attempt >= retries) {
          throw err;
        }
        current = this.reads.get(streamId)!.folds.get(decider.evolve)!.folded as Folded<State>;
      }
    }
  }

  /**
   * Before a refusal or a no-op made on kept states stands: reads what was appended since to the
   * streams this request took from the cache and did not confirm by an append. True when any had
   * moved (the request should run again on the fresh states); their states are caught up.
   */
  async decidedOnStaleState(): Promise<boolean> {
    if (this.appended) return false;
    if ((await Promise.all(this.forks.map((f) => f.decidedOnStaleState()))).some(Boolean)) return true;
    const unconfirmed = [...this.reads].filter(([, r]) => !r.fresh && !r.verified).map(([id]) => id);
    const caught = await Promise.all(unconfirmed.map((id) => this.catchUp(id)));
    return caught.some((c) => c.moved);
  }

  /** Gives each event an id (when it has none) and notes it as this request's own. */
  private own(events: NewEvent[]): NewEvent[] {
    return events.map((e) => {
      const eventId = e.eventId ?? uuidv7();
      this.ownEventIds.add(eventId);
      return { ...e, eventId };
    });
  }

  private async readAndFold<State, Event extends DomainEventShape>(streamId: string, decider: StreamDecider<State, Event>): Promise<Folded<State>> {
    const { events, version } = await this.inner.readStream<Event>(streamId);
    const folded = { state: events.reduce(decider.evolve, decider.initialState()), version };
    this.cache?.set(streamId, decider.evolve, folded);
    return folded;
  }

  private remember(streamId: string, decider: AnyDecider, folded: Folded<unknown>, fresh: boolean) {
    const read = this.reads.get(streamId);
    if (!read) {
      this.reads.set(streamId, { version: folded.version, folds: new Map([[decider.evolve, { decider, folded }]]), fresh, verified: false });
      return;
    }
    read.folds.set(decider.evolve, { decider, folded });
    read.fresh &&= fresh;
  }

  /** The streams this request read and has not confirmed yet, other than `streamId`, at the versions read. */
  private dependenciesOf(streamId: string): StreamVersion[] {
    const out: StreamVersion[] = [];
    for (const [id, read] of this.reads) if (id !== streamId && !read.verified) out.push({ streamId: id, version: read.version });
    return out;
  }

  /**
   * The stream's new events folded into every state this request holds of it (one read from the
   * oldest): whether it had moved, and whether anyone but this request appended to it after
   * version `since` (default: the oldest state's).
   */
  private async catchUp(streamId: string, since?: number): Promise<{ moved: boolean; byOthers: boolean }> {
    const read = this.reads.get(streamId);
    if (!read) return { moved: false, byOthers: true };
    const folds = [...read.folds.values()];
    const oldest = Math.min(...folds.map((f) => f.folded.version));
    const from = Math.min(oldest, since ?? oldest) + 1;
    const { events, version } = await this.inner.readStream(streamId, from > 0 ? { fromVersion: from } : {});
    const moved = folds.some((f) => f.folded.version !== version);
    for (const f of folds) {
      if (f.folded.version === version) continue;
      const newer = events.filter((e) => e.streamPosition > f.folded.version);
      f.folded = { state: newer.reduce(f.decider.evolve, f.folded.state), version };
      this.cache?.set(streamId, f.decider.evolve, f.folded);
    }
    read.version = version;
    read.fresh = true;
    const after = since ?? oldest;
    return { moved, byOthers: events.some((e) => e.streamPosition > after && !this.ownEventIds.has(e.eventId)) };
  }

  /** The request's own events folded into the state it decided on: the new state is known without reading. */
  private afterOwnAppend<State, Event extends DomainEventShape>(streamId: string, decider: StreamDecider<State, Event>, before: Folded<State>, result: AppendResult) {
    const first = result.events[0]?.streamPosition ?? 0;
    // A replayed idempotent append answers an earlier request's events: the state is not known.
    const folded: Folded<State> | undefined = result.replayed || first !== before.version + 1 ? undefined : { state: (result.events as unknown as Event[]).reduce(decider.evolve, before.state), version: result.nextExpectedVersion };
    this.reads.delete(streamId);
    if (!folded) {
      this.cache?.invalidate(streamId);
      return;
    }
    this.cache?.set(streamId, decider.evolve, folded);
    this.reads.set(streamId, { version: folded.version, folds: new Map([[decider.evolve, { decider: decider as AnyDecider, folded }]]), fresh: true, verified: true });
  }

  // ---- the rest of the port, passed through

  init(): Promise<void> {
    return this.inner.init();
  }

  /** A direct append (not through `handle`): passes through; the stream's kept state is forgotten. */
  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const result = await this.inner.appendToStream(streamId, this.own(events), options).catch((err: unknown) => {
      if (err instanceof ConcurrencyError) this.tally.conflicts++;
      throw err;
    });
    this.appendedAny = true;
    this.reads.delete(streamId);
    this.cache?.invalidate(streamId);
    return result;
  }

  findAppended(streamId: string, idempotencyKey: string): Promise<AppendResult | undefined> {
    return this.inner.findAppended(streamId, idempotencyKey);
  }

  readStream<E extends DomainEventShape = DomainEventShape>(streamId: string, options?: { fromVersion?: number }): Promise<ReadStreamResult<E>> {
    return this.inner.readStream<E>(streamId, options);
  }

  readAll(...args: Parameters<EventStore['readAll']>) {
    return this.inner.readAll(...args);
  }

  subscribe(...args: Parameters<EventStore['subscribe']>) {
    return this.inner.subscribe(...args);
  }

  onAppended(listener: () => void): () => void {
    return this.inner.onAppended(listener);
  }

  checkpointOf(globalPosition: number) {
    return this.inner.checkpointOf(globalPosition);
  }

  head() {
    return this.inner.head();
  }

  /** The request does not own the store: closing it is the process's business. */
  async close(): Promise<void> {}
}

/** A stream's folded state: through the request's cache when `store` is the request's store, else read and folded. */
export function foldStream<State, Event extends DomainEventShape>(store: EventStore, streamId: string, decider: StreamDecider<State, Event>): Promise<Folded<State>> {
  return (store instanceof RequestStore ? store : new RequestStore(store)).load(streamId, decider);
}
