import { v7 as uuidv7 } from 'uuid';
import type { PooledConnection, SqlClient, SqlConnection } from '../db/sql-client';
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
  typedStreamEvents,
} from './port';
import { observeAppend } from '../observability/observe-append';
import { APPEND_CONFLICT, APPEND_MANY, APPEND_ONE, APPEND_ONE_FAST } from './postgres-append-sql';
import { EVENT_STORE_SCHEMA } from './postgres-schema';
import { subscribeByPolling } from './subscribe';
import { upcast } from './upcasters';

interface EventRow {
  global_position: number;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_position: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: StoredEvent['metadata'];
  replayed?: boolean;
}

const EXPECTED_CODE = { any: -1, no_stream: -2, stream_exists: -3 } as const;
/** Cross-process wake-ups are coalesced to at most one NOTIFY per this many ms. */
const NOTIFY_SPACING_MS = 10;

function toStored(r: EventRow): StoredEvent {
  return upcast({
    eventId: r.event_id,
    type: r.type,
    data: r.data,
    metadata: { ...r.metadata, schemaVersion: r.schema_version },
    streamId: r.stream_id,
    streamPosition: Number(r.stream_position),
    globalPosition: Number(r.global_position),
    transactionId: String(r.transaction_id),
  });
}

const COLUMNS = `global_position, transaction_id::text AS transaction_id, event_id, stream_id, stream_position,
  type, schema_version, data, metadata`;
const TAIL_COLUMNS = `e.global_position, e.transaction_id::text AS transaction_id, e.event_id, e.stream_id,
  e.stream_position, e.type, e.schema_version, e.data, e.metadata`;

/** What the caller sends for its events: ids made here when it made none (UUID v7). */
function eventParams(events: NewEvent[]): unknown[] {
  if (events.length === 1) {
    const e = events[0]!;
    return [e.eventId ?? uuidv7(), e.type, e.metadata.schemaVersion ?? 1, JSON.stringify(e.data ?? null), JSON.stringify(e.metadata)];
  }
  return [
    events.map((e) => e.eventId ?? uuidv7()),
    events.map((e) => e.type),
    events.map((e) => e.metadata.schemaVersion ?? 1),
    JSON.stringify(events.map((e) => e.data ?? null)),
    JSON.stringify(events.map((e) => e.metadata)),
  ];
}

/** The streams the decision read and their versions as read, as two arrays (both null when there are none). */
function dependencyParams(options: AppendOptions): [string[] | null, number[] | null] {
  const deps = options.dependsOn;
  return deps?.length ? [deps.map((d) => d.streamId), deps.map((d) => d.version)] : [null, null];
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private listeners = new Set<() => void>();
  private unlisten?: () => Promise<void>;
  private pollTimer?: NodeJS.Timeout;

  constructor(
    private readonly db: SqlClient,
    private readonly options: { pollIntervalMs?: number } = {},
  ) {}

  async init(): Promise<void> {
    await this.db.exec(EVENT_STORE_SCHEMA);
  }

  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    return observeAppend(streamId, events, (observed) => this.append(streamId, observed, options));
  }

  private async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    // A numeric -1 (readStream's version of a missing stream) means "no stream", not 'any'.
    const v = options.expectedVersion;
    const expected = typeof v === 'number' ? (v < 0 ? EXPECTED_CODE.no_stream : v) : EXPECTED_CODE[v];
    const params = eventParams(events);
    const result =
      events.length === 1 && !options.idempotencyKey && (expected >= 0 || expected === EXPECTED_CODE.no_stream)
        ? await this.appendOne(streamId, expected, events[0]!, params, options)
        : await this.appendThroughFunction(streamId, expected, events, params, options);
    if (!result.replayed) this.announceAppend();
    return result;
  }

  /** One event in one plain statement (postgres-append-sql.ts): an exact version or "no stream", no idempotency key. */
  private async appendOne(streamId: string, expected: number, event: NewEvent, params: unknown[], options: AppendOptions): Promise<AppendResult> {
    const { rows } = await this.db.query<Pick<EventRow, 'global_position' | 'transaction_id' | 'stream_position'>>(
      APPEND_ONE_FAST,
      [streamId, expected, ...dependencyParams(options), ...params],
      { prepare: 'es_append_one_fast' },
    );
    const r = rows[0];
    if (!r) throw await this.conflictOf(streamId, options, expected);
    const stored = toStored({
      ...r,
      event_id: params[0] as string,
      stream_id: streamId,
      type: event.type,
      schema_version: event.metadata.schemaVersion ?? 1,
      data: event.data ?? null,
      metadata: event.metadata,
    });
    return { events: [stored], position: stored.globalPosition, nextExpectedVersion: stored.streamPosition, replayed: false };
  }

  /** A fast append wrote nothing: the dependency or the stream that moved, as a ConcurrencyError. */
  private async conflictOf(streamId: string, options: AppendOptions, expected: number): Promise<ConcurrencyError> {
    const deps = options.dependsOn ?? [];
    const { rows } = await this.db.query<{ stream_id: string; expected: number; actual: number }>(APPEND_CONFLICT, [
      [...deps.map((d) => d.streamId), streamId],
      [...deps.map((d) => d.version), expected === EXPECTED_CODE.no_stream ? -1 : expected],
    ]);
    const i = rows.findIndex((r) => Number(r.actual) !== Number(r.expected));
    const at = i < 0 ? rows.length - 1 : i;
    const r = rows[at]!;
    return at === rows.length - 1
      ? new ConcurrencyError(streamId, options.expectedVersion, Number(r.actual))
      : new ConcurrencyError(r.stream_id, Number(r.expected), Number(r.actual));
  }

  /** Through `es_append`: idempotency keys (a repeat gets the first append's events back) and "any" / "stream exists". */
  private async appendThroughFunction(streamId: string, expected: number, events: NewEvent[], params: unknown[], options: AppendOptions): Promise<AppendResult> {
    try {
      const { rows } = await this.db.query<EventRow>(
        events.length === 1 ? APPEND_ONE : APPEND_MANY,
        [streamId, expected, options.idempotencyKey ?? null, ...params, ...dependencyParams(options)],
        { prepare: events.length === 1 ? 'es_append_one' : 'es_append_many' },
      );
      // A fresh append's rows carry no data/metadata (the caller has them: event i went to stream
      // position first + i); a replay's rows carry the originals.
      const first = Number(rows[0]?.stream_position);
      const stored = rows.map((r) => {
        const sent = r.replayed ? undefined : events[Number(r.stream_position) - first];
        return toStored(sent ? { ...r, data: sent.data ?? null, metadata: sent.metadata } : r);
      });
      const last = stored[stored.length - 1];
      if (!last) throw new Error(`idempotent append ${options.idempotencyKey} found no events`);
      return { events: stored, position: last.globalPosition, nextExpectedVersion: last.streamPosition, replayed: rows[0]?.replayed === true };
    } catch (err) {
      const e = err as { code?: string; detail?: string };
      if (e.code === 'P0409') {
        // '<actual version>' for the stream appended to, '<actual version> <stream>' for a dependency.
        const detail = e.detail ?? '-1';
        const space = detail.indexOf(' ');
        if (space < 0) throw new ConcurrencyError(streamId, options.expectedVersion, Number(detail));
        const dependency = detail.slice(space + 1);
        const read = options.dependsOn?.find((d) => d.streamId === dependency)?.version ?? -1;
        throw new ConcurrencyError(dependency, read, Number(detail.slice(0, space)));
      }
      throw err;
    }
  }

  async findAppended(streamId: string, idempotencyKey: string): Promise<AppendResult | undefined> {
    const { rows } = await this.db.query<EventRow>(
      `WITH k AS (SELECT first_position, last_position FROM es_idempotency WHERE key = $1 AND stream_id = $2)
       SELECT ${COLUMNS} FROM es_events
        WHERE stream_id = $2 AND global_position BETWEEN (SELECT first_position FROM k) AND (SELECT last_position FROM k)
        ORDER BY global_position`,
      [idempotencyKey, streamId],
    );
    const events = rows.map(toStored);
    const last = events[events.length - 1];
    return last && { events, position: last.globalPosition, nextExpectedVersion: last.streamPosition, replayed: true };
  }

  async readStream<E extends DomainEventShape = DomainEventShape>(streamId: string, options: { fromVersion?: number } = {}): Promise<ReadStreamResult<E>> {
    const from = options.fromVersion ?? 0;
    if (from <= 0) {
      const { rows } = await this.db.query<EventRow>(`SELECT ${COLUMNS} FROM es_events WHERE stream_id = $1 ORDER BY stream_position`, [streamId], {
        prepare: 'es_read_stream',
      });
      const events = rows.map(toStored);
      return { events: typedStreamEvents<E>(events), version: events.length ? events[events.length - 1]!.streamPosition : -1 };
    }
    // A tail read (a cached state catching up, usually nothing new): the events from the version and,
    // in the same statement, the stream's version for when there are none. One row of NULLs then.
    const { rows } = await this.db.query<EventRow & { stream_version: number | null }>(
      `SELECT ${TAIL_COLUMNS}, (SELECT version FROM es_streams WHERE stream_id = $1) AS stream_version
         FROM (SELECT 1) AS one LEFT JOIN es_events e ON e.stream_id = $1 AND e.stream_position >= $2
        ORDER BY e.stream_position`,
      [streamId, from],
      { prepare: 'es_read_stream_tail' },
    );
    const events = rows.filter((r) => r.event_id !== null).map(toStored);
    const last = events[events.length - 1];
    const known = rows[0]?.stream_version;
    return { events: typedStreamEvents<E>(events), version: last ? last.streamPosition : known == null ? -1 : Number(known) };
  }

  async readAll(options: ReadAllOptions = {}): Promise<ReadAllResult> {
    const after = options.after ?? START;
    const limit = options.limit ?? 1000;
    // Only rows from transactions older than every running one: a writer still open cannot
    // later commit an event that sorts before what we return (gap safety).
    const visible = `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;
    const order = `(transaction_id, global_position) > ($1::text::xid8, $2::bigint)`;
    const params: unknown[] = [after.transactionId, after.globalPosition, limit];
    let typeFilter = '';
    let head: Checkpoint | undefined;
    if (options.types) {
      // Head first, then read only up to it: every row at or below a visible head belongs to a
      // finished transaction, so jumping the checkpoint to it cannot skip a later commit of ours.
      head = await this.visibleHead();
      params.push(options.types, head.transactionId, head.globalPosition);
      typeFilter = `AND type = ANY($4::text[]) AND (transaction_id, global_position) <= ($5::text::xid8, $6::bigint)`;
    }
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${COLUMNS} FROM es_events
        WHERE ${order} AND ${visible} ${typeFilter}
        ORDER BY es_events.transaction_id, es_events.global_position LIMIT $3`,
      params,
    );
    const events = rows.map(toStored);
    let checkpoint: Checkpoint = after;
    const last = events[events.length - 1];
    if (last) checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    if (head && events.length < limit) {
      // Nothing more of our types up to the head: advance past the other types we skipped too.
      if (compareKeys(head, checkpoint) > 0) checkpoint = head;
    }
    return { events, checkpoint };
  }

  private async visibleHead(): Promise<Checkpoint> {
    const { rows } = await this.db.query<{ transaction_id: string; global_position: number }>(
      `SELECT transaction_id::text AS transaction_id, global_position FROM es_events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY es_events.transaction_id DESC, es_events.global_position DESC LIMIT 1`,
    );
    const r = rows[0];
    return r ? { transactionId: r.transaction_id, globalPosition: Number(r.global_position) } : START;
  }

  /**
   * The newest committed event, whether or not readers may pass it yet. (The visible head can
   * trail it while another transaction — e.g. a projection batch — holds back the snapshot xmin.)
   * Use it as a target to wait for, never as a checkpoint to jump to.
   */
  async head(): Promise<Checkpoint> {
    const { rows } = await this.db.query<{ transaction_id: string; global_position: number }>(
      `SELECT transaction_id::text AS transaction_id, global_position FROM es_events
        ORDER BY es_events.transaction_id DESC, es_events.global_position DESC LIMIT 1`,
    );
    const r = rows[0];
    return r ? { transactionId: r.transaction_id, globalPosition: Number(r.global_position) } : START;
  }

  async checkpointOf(globalPosition: number): Promise<Checkpoint | undefined> {
    const { rows } = await this.db.query<{ transaction_id: string }>(
      'SELECT transaction_id::text AS transaction_id FROM es_events WHERE global_position = $1',
      [globalPosition],
    );
    return rows[0] ? { transactionId: rows[0].transaction_id, globalPosition } : undefined;
  }

  subscribe(
    from: Checkpoint,
    handler: (events: StoredEvent[], checkpoint: Checkpoint) => Promise<void>,
    options: { types?: readonly string[]; batchSize?: number; onError?: (err: unknown) => void } = {},
  ) {
    return subscribeByPolling(this, from, handler, options);
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    void this.ensureWakeups();
    return () => {
      this.listeners.delete(listener);
    };
  }

  private announcing = false;
  private announceAgain = false;
  private notifier?: Promise<PooledConnection>;
  private closed = false;

  /**
   * Where the NOTIFY goes: on PostgreSQL a connection of its own (opened on the first append), so a
   * wake-up never queues behind the requests waiting for the pool (issue #19: that queue was most
   * of the projection lag under load); PGlite has one connection anyway.
   */
  private notifyConnection(): Promise<SqlConnection> {
    if (this.db.kind !== 'pg' || this.closed) return Promise.resolve(this.db);
    this.notifier ??= this.db.connectDedicated();
    return this.notifier;
  }

  /**
   * Wakes subscribers after the append has committed: this process's at once, other processes'
   * through NOTIFY in a transaction of its own (es_append must not NOTIFY, see the schema). One
   * NOTIFY at a time, at most one per NOTIFY_SPACING_MS: appends made meanwhile share the next.
   * Its commit need not be durable, so it does not wait for a flush; polling covers a lost one.
   */
  private announceAppend(): void {
    this.listeners.forEach((l) => l());
    this.announceAgain = true;
    if (this.announcing) return;
    this.announcing = true;
    void (async () => {
      try {
        while (this.announceAgain && !this.closed) {
          this.announceAgain = false;
          const conn = await this.notifyConnection();
          await conn.query(`SELECT set_config('synchronous_commit', 'off', true), pg_notify('es_appended', '')`).catch((err: unknown) => {
            // A broken connection: drop it (the next wake-up opens another) and let polling cover this one.
            void this.dropNotifier();
            throw err;
          });
          await new Promise((r) => setTimeout(r, NOTIFY_SPACING_MS).unref());
        }
      } catch {
        /* the polling fallback wakes subscribers */
      } finally {
        this.announcing = false;
      }
    })();
  }

  private wakeupsStarted = false;
  private async ensureWakeups() {
    if (this.wakeupsStarted) return;
    this.wakeupsStarted = true;
    const fire = () => this.listeners.forEach((l) => l());
    try {
      this.unlisten = await this.db.listen('es_appended', fire);
    } catch {
      /* LISTEN unavailable: the polling fallback below still wakes subscribers */
    }
    this.pollTimer = setInterval(fire, this.options.pollIntervalMs ?? 1000);
    this.pollTimer.unref();
  }

  private async dropNotifier(): Promise<void> {
    const notifier = this.notifier;
    this.notifier = undefined;
    (await notifier?.catch(() => undefined))?.release();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.dropNotifier();
    if (this.pollTimer) clearInterval(this.pollTimer);
    await this.unlisten?.();
    this.listeners.clear();
  }
}

function compareKeys(a: Checkpoint, b: Checkpoint): number {
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.globalPosition - b.globalPosition;
}
