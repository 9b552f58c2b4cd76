import type { Kysely } from 'kysely';
import { redactErrorText } from '../../domain/ops/redact-error';
import type { StoredEvent } from '../../infra/event-store/port';
import type { ProjectionRunReport } from '../../infra/observability/ops-console/ops-telemetry';
import type { ReadModels } from '../../infra/read-models/tables';
import type { Projection } from '../../projections';
import { findFailingEvent } from './find-failing-event';

/** The window the apply rate is measured over. */
const RATE_WINDOW_MS = 10_000;

interface Tracked {
  /** Applied events in the window: [time, count]. */
  applied: [number, number][];
  lastError: ProjectionRunReport['lastError'];
  /** The batch (its first event's id) last diagnosed, so a retried failure is not bisected again every half second. */
  diagnosed?: string;
}

/**
 * What this worker knows about the projections it runs, for the console (D-782): the apply rate
 * (events a second over the last 10 s) from the runner's `onApplied`, the last error from its
 * `onFailed` with the event it failed on (bisected in the background), cleared by the next batch
 * that applies.
 */
export function projectionStatus(opts: { db: Kysely<ReadModels>; schema: string; log?: (m: string) => void }) {
  const tracked = new Map<string, Tracked>();
  const of = (name: string) => {
    let t = tracked.get(name);
    if (!t) tracked.set(name, (t = { applied: [], lastError: null }));
    return t;
  };
  return {
    onApplied(name: string, events: readonly StoredEvent[]) {
      const t = of(name);
      t.applied.push([Date.now(), events.length]);
      t.lastError = null;
      t.diagnosed = undefined;
    },
    onFailed(projection: Projection, events: readonly StoredEvent[], err: unknown) {
      const t = of(projection.name);
      const message = redactErrorText((err as Error)?.message ?? String(err)) ?? 'unknown error';
      const previous = t.lastError?.event ?? null;
      t.lastError = { message, at: new Date(), event: previous };
      const key = events[0]?.eventId;
      if (!key || t.diagnosed === key) return;
      t.diagnosed = key;
      void findFailingEvent(opts.db, projection, opts.schema, events)
        .then((e) => {
          if (e && t.lastError) t.lastError = { ...t.lastError, event: { id: e.eventId, type: e.type, position: e.globalPosition } };
        })
        .catch((diagErr: unknown) => opts.log?.(`projection ${projection.name}: could not find the failing event (${(diagErr as Error).message})`));
    },
    /** Events a second over the window, and the last error, of one projection. */
    figures(name: string): Pick<ProjectionRunReport, 'rate' | 'lastError'> {
      const t = tracked.get(name);
      if (!t) return { rate: 0, lastError: null };
      const since = Date.now() - RATE_WINDOW_MS;
      t.applied = t.applied.filter(([at]) => at >= since);
      const n = t.applied.reduce((sum, [, c]) => sum + c, 0);
      return { rate: Math.round((n / (RATE_WINDOW_MS / 1000)) * 10) / 10, lastError: t.lastError };
    },
  };
}

export type ProjectionStatus = ReturnType<typeof projectionStatus>;
