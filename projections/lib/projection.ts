import type { QueryCreator, Transaction } from 'kysely';
import type { DomainEventShape, StoredEvent, StoredEventOf } from '../../infra/event-store/port';
import type { ReadModels } from '../../infra/read-models/tables';
import type { ReplayRows } from './replay-rows';

/**
 * A read model: which events it handles and the writes for a batch of them.
 * `apply` runs inside the runner's transaction together with the checkpoint update, and must be
 * deterministic (use event data and metadata.occurredAt, never now()) so rebuilds are identical.
 */
export interface ApplyContext {
  /** Query builder bound to the target schema (live `rm`, or a rebuild/as-of schema). */
  db: QueryCreator<ReadModels>;
  trx: Transaction<ReadModels>;
  schema: string;
  /**
   * True while a rebuild replays the log into fresh tables: a projection with `derive` may then
   * skip writing its derived tables, which the rebuild fills afterwards in one statement each.
   */
  replaying?: boolean;
  /** During a rebuild: where `foldRows` keeps its rows until the rebuild writes them with COPY. */
  replay?: ReplayRows;
}

export interface Projection {
  name: string;
  /** Bump when tables or handlers change: the runner rebuilds beside the old tables and swaps. */
  version: number;
  /** The event types it handles, or 'all' to see every event (e.g. an audit of metadata). */
  eventTypes: readonly string[] | 'all';
  /** Its tables, in creation order (used by rebuild swaps and checksums). */
  tables: readonly (keyof ReadModels & string)[];
  /** DDL creating its tables and the indexes its own `apply` needs in `schema` (idempotent). */
  ddl(schema: string): string;
  /**
   * DDL of the indexes only the readers use (idempotent). The live runner creates them with the
   * tables; a rebuild creates them after the replay, because building an index once over the
   * finished table is far cheaper than maintaining it through millions of row writes.
   * A list is scripts a rebuild may run at the same time, each on a connection of its own.
   */
  readIndexes?(schema: string): string | readonly string[];
  /**
   * SQL filling the projection's derived tables (aggregates that are a pure function of its other
   * tables, e.g. daily sums of the rows) from those tables, in `schema`. `apply` keeps them by
   * deltas as events arrive; a rebuild skips them during its replay (ApplyContext.replaying) and
   * runs this once at the end, before the read indexes: one GROUP BY instead of an upsert per
   * batch. The rebuild-equality tests hold the two ways to the same rows.
   */
  derive?(schema: string): string;
  apply(ctx: ApplyContext, events: readonly StoredEvent[]): Promise<void>;
  /** Called by the live runner after a batch's transaction has committed (reactors hand their jobs on from there). */
  afterBatch?(): void;
}

/** A projection of one event union: its `apply` gets the members of E that `eventTypes` lists, typed. */
export interface ProjectionOf<E extends DomainEventShape> extends Omit<Projection, 'eventTypes' | 'apply'> {
  eventTypes: readonly E['type'][];
  apply(ctx: ApplyContext, events: readonly StoredEventOf<E>[]): Promise<void>;
}

/**
 * Narrows a stored event to the member of E its `type` names. Sound because a stream is written
 * only through its own context's decider, so a stored event of one of E's types is that member.
 */
export function eventGuard<E extends DomainEventShape>(types: readonly E['type'][]): (event: StoredEvent) => event is StoredEventOf<E> {
  const known = new Set<string>(types);
  return (event): event is StoredEventOf<E> => known.has(event.type);
}

/** The runner's Projection for a typed one: the batch is narrowed by `type` (the runner already reads only those types). */
export function projectionOf<E extends DomainEventShape>(projection: ProjectionOf<E>): Projection {
  const handles = eventGuard<E>(projection.eventTypes);
  return { ...projection, apply: (ctx, events) => projection.apply(ctx, events.every(handles) ? events : events.filter(handles)) };
}

/** The type filter to read the log with: none for a projection that sees every event. */
export function typeFilterOf(projection: Pick<Projection, 'eventTypes'>): readonly string[] | undefined {
  return projection.eventTypes === 'all' ? undefined : projection.eventTypes;
}

/** Splits a batch into runs of consecutive events of one type, so each run is one multi-row statement. */
export function runsByType(events: readonly StoredEvent[]): StoredEvent[][] {
  const runs: StoredEvent[][] = [];
  for (const e of events) {
    const last = runs[runs.length - 1];
    if (last && last[0]!.type === e.type) last.push(e);
    else runs.push([e]);
  }
  return runs;
}
