import { Counter, Gauge, Histogram } from 'prom-client';
import type { ProjectionLag } from '../../read-models/lag';
import { registry } from './registry';
import { gaugeOnScrape, ScrapeSources } from './scrape-sources';

/**
 * Projections (and the reactors, which run on the same runner: their names start with `reactor_`).
 * Lag is reported by the worker that runs the projection (holds its lock), so summing or taking
 * the max over processes gives the one value; `lensloop_projection_running` says which one it is.
 */
export const applyBatchDuration = new Histogram({
  name: 'lensloop_projection_apply_batch_duration_seconds',
  help: 'Batches a projection applied (with its checkpoint, in one transaction), and how long each took.',
  labelNames: ['projection'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const perProjection = (name: string, help: string) => new Counter({ name, help, labelNames: ['projection'] as const, registers: [registry] });

export const eventsApplied = perProjection('lensloop_projection_events_applied_total', 'Events a projection applied (of its own types).');
export const applyFailures = perProjection('lensloop_projection_apply_failures_total', 'Batches a projection failed to apply (retried from its checkpoint).');
export const rebuilds = perProjection('lensloop_projection_rebuilds_total', 'Rebuilds of a projection beside its live tables (a version change at start-up, or `npm run projections -- rebuild`).');

/** Runners in this process: which projections each runs (holds the lock of) and which it stands by for. */
const runners = new Set<() => { running: readonly string[]; standby: readonly string[] }>();

export function addRunner(state: () => { running: readonly string[]; standby: readonly string[] }): () => void {
  runners.add(state);
  return () => void runners.delete(state);
}

new Gauge({
  name: 'lensloop_projection_running',
  help: 'Whether this process runs the projection now (1: holds its lock and applies it) or stands by for it (0).',
  labelNames: ['projection'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const state of runners) {
      const { running, standby } = state();
      for (const name of standby) this.set({ projection: name }, 0);
      for (const name of running) this.set({ projection: name }, 1);
    }
  },
});

/** What the runners of this process read on a scrape: the lag of the projections they run. */
export const lagSources = new ScrapeSources<readonly ProjectionLag[]>('projection_lag');

gaugeOnScrape({
  name: 'lensloop_projection_lag_events',
  help: "Events in the log after the projection's checkpoint (counting stops at 10,000), reported by the process that runs it.",
  labelNames: ['projection'],
  source: lagSources,
  values: (rows) => rows.map((r) => [{ projection: r.name }, r.lag] as const),
});

gaugeOnScrape({
  name: 'lensloop_projection_lag_seconds',
  help: "Seconds between the log head's append and the append of the last event the projection applied (0 when caught up), reported by the process that runs it.",
  labelNames: ['projection'],
  source: lagSources,
  values: (rows) => rows.flatMap((r) => (r.lagSeconds === null ? [] : [[{ projection: r.name }, r.lagSeconds] as const])),
});
