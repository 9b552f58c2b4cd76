import { hostname } from 'node:os';
import type { SqlClient } from '../db/sql-client';
import { recordProcessInfo } from './metrics/process-metrics';
import { processIdentity } from './process-identity';
import { type Heartbeat, startHeartbeat } from './process-registry/heartbeat';
import type { Readiness } from './readiness/readiness';

export interface ProcessObservability {
  stop(): Promise<void>;
}

/**
 * What each process of ours does for its operators once it runs (issue #33): says its role,
 * version and commit on the info gauge, and beats in the process registry (D-708) with its
 * readiness and where its metrics are scraped. `stop()` marks it stopped there.
 */
export async function startProcessObservability(opts: { role: string; sql: SqlClient; readiness: Readiness; metricsUrl?: string; log?: (m: string) => void }): Promise<ProcessObservability> {
  const identity = processIdentity(opts.role);
  recordProcessInfo(identity);
  const heartbeat: Heartbeat = await startHeartbeat({ sql: opts.sql, identity, ready: async () => (await opts.readiness.state()).ready, metricsUrl: opts.metricsUrl, log: opts.log });
  return { stop: () => heartbeat.stop() };
}

/** The URL others reach this process's metrics at: its HOST when that names one interface, else the machine's name. */
export function metricsUrlOf(port: number, host: string | undefined = process.env.HOST): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? hostname() : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}/metrics`;
}
