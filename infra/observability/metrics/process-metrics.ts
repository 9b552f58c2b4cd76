import { Gauge } from 'prom-client';
import type { PoolStats } from '../../db/sql-client';
import type { ProcessIdentity } from '../process-identity';
import { registry } from './registry';

/** Read on each scrape from what this process has open: its database pools and its live channels. */
const pools = new Set<() => PoolStats>();
const liveChannels = new Set<() => number>();

/** Adds a database pool to the pool gauges; the returned function removes it. */
export function addPool(stats: () => PoolStats): () => void {
  pools.add(stats);
  return () => void pools.delete(stats);
}

/** Adds a live-update hub (its open SSE connections); the returned function removes it. */
export function addLiveChannel(size: () => number): () => void {
  liveChannels.add(size);
  return () => void liveChannels.delete(size);
}

const sum = <T>(items: Iterable<T>, of: (t: T) => number) => [...items].reduce((n, t) => n + of(t), 0);

new Gauge({
  name: 'lensloop_db_pool_connections',
  help: "This process's PostgreSQL pool connections by state: in_use (lent out) and idle.",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const stats = [...pools].map((s) => s());
    this.set({ state: 'in_use' }, sum(stats, (s) => s.inUse));
    this.set({ state: 'idle' }, sum(stats, (s) => s.idle));
  },
});

new Gauge({
  name: 'lensloop_db_pool_waiting_requests',
  help: "Callers waiting for a connection of this process's PostgreSQL pool.",
  registers: [registry],
  collect() {
    this.set(sum(pools, (s) => s().waiting));
  },
});

new Gauge({
  name: 'lensloop_db_pool_max_connections',
  help: "The size of this process's PostgreSQL pool (DB_POOL_MAX).",
  registers: [registry],
  collect() {
    this.set(sum(pools, (s) => s().max));
  },
});

new Gauge({
  name: 'lensloop_live_connections',
  help: 'Live-update (server-sent events) connections open on this process.',
  registers: [registry],
  collect() {
    this.set(sum(liveChannels, (size) => size()));
  },
});

const info = new Gauge({
  name: 'lensloop_process_info',
  help: 'Always 1: the role, version and git commit of this process (join on instance to label other series).',
  labelNames: ['role', 'version', 'commit'] as const,
  registers: [registry],
});

/** Says once which role this process plays (the info gauge). */
export function recordProcessInfo(identity: ProcessIdentity): void {
  info.set({ role: identity.role, version: identity.version, commit: identity.commit ?? 'unknown' }, 1);
}
