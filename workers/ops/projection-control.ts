import { PROJECTION_OPS_EVENT_TYPES, type ProjectionOpsEvent } from '../../domain/ops/events';
import { evolveProjectionOps, initialProjectionOpsState, type ProjectionOpsState } from '../../domain/ops/projection-ops-decider';
import { type EventStore, START, type StoredEvent, type StoredEventOf, type Subscription } from '../../infra/event-store/port';
import type { RunnerControl } from '../projections/projection-runner';

export interface ProjectionControl extends RunnerControl {
  /** The log's view of a projection's operation (paused, its rebuild). */
  stateOf(projection: string): ProjectionOpsState;
  /** Every ops event of a projection as it arrives (after the state has taken it). */
  onEvent(listener: (event: StoredEventOf<ProjectionOpsEvent>) => void): () => void;
  /** Every projection with a rebuild asked for and not yet taken. */
  pendingRebuilds(): ProjectionOpsState[];
  stop(): Promise<void>;
}

/**
 * The operators' pauses and rebuilds as this worker process knows them (issue #33, D-782): folded
 * from the log at start (so a pause survives a restart: it is in the log, not in memory) and kept
 * up by a subscription to the `ops-projection-…` events. Each worker process follows it on its own.
 */
export async function startProjectionControl(opts: { store: EventStore; log?: (m: string) => void }): Promise<ProjectionControl> {
  const states = new Map<string, ProjectionOpsState>();
  const pauseListeners = new Set<() => void>();
  const eventListeners = new Set<(e: StoredEventOf<ProjectionOpsEvent>) => void>();

  function take(event: StoredEvent): boolean {
    const e = event as StoredEventOf<ProjectionOpsEvent>;
    const name = e.data.projection;
    const before = states.get(name) ?? initialProjectionOpsState();
    const after = evolveProjectionOps(before, e);
    states.set(name, after);
    return before.paused !== after.paused;
  }

  // What the log says now, then what arrives.
  let at = START;
  for (;;) {
    const page = await opts.store.readAll({ after: at, limit: 1000, types: PROJECTION_OPS_EVENT_TYPES });
    for (const e of page.events) take(e);
    if (page.events.length === 0) break;
    at = page.checkpoint;
  }
  const subscription: Subscription = opts.store.subscribe(
    at,
    async (events) => {
      let pauseChanged = false;
      for (const e of events) {
        if (!(PROJECTION_OPS_EVENT_TYPES as readonly string[]).includes(e.type)) continue;
        pauseChanged = take(e) || pauseChanged;
        for (const l of eventListeners) l(e as StoredEventOf<ProjectionOpsEvent>);
      }
      if (pauseChanged) for (const l of pauseListeners) l();
    },
    { types: PROJECTION_OPS_EVENT_TYPES, onError: (err) => opts.log?.(`ops control: ${(err as Error).message}; retrying`) },
  );

  return {
    isPaused: (name) => states.get(name)?.paused ?? false,
    onPauseChange(listener) {
      pauseListeners.add(listener);
      return () => pauseListeners.delete(listener);
    },
    stateOf: (name) => states.get(name) ?? initialProjectionOpsState(),
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    pendingRebuilds: () => [...states.values()].filter((s) => s.rebuild && s.rebuild.processId === null),
    async stop() {
      pauseListeners.clear();
      eventListeners.clear();
      await subscription.stop();
    },
  };
}
