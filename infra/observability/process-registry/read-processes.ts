import type { SqlConnection } from '../../db/sql-client';
import { STALE_AFTER_MS } from './process-registry-ddl';

/** A process of the deployment as the operations console shows it. */
export interface ProcessRow {
  processId: string;
  role: string;
  version: string;
  commit: string | null;
  host: string;
  pid: number;
  startedAt: string;
  lastHeartbeatAt: string;
  /** up: beating; gone: no heartbeat for STALE_AFTER_MS (it died, or cannot reach the database); stopped: exited cleanly. */
  status: 'up' | 'gone' | 'stopped';
  /** Ready as of its last heartbeat; never for a process that is not up. */
  ready: boolean;
  uptimeSeconds: number | null;
  metricsUrl: string | null;
}

/**
 * The process registry as the (query side's) operations console reads it (D-708): every process
 * that beat in the last day, newest first by role, with its status judged by the database's clock
 * (so a process's clock skew does not matter). Bounded by `limit`.
 */
export async function readProcesses(sql: SqlConnection, options: { limit?: number } = {}): Promise<ProcessRow[]> {
  const { rows } = await sql.query<{
    process_id: string;
    role: string;
    version: string;
    git_commit: string | null;
    host: string;
    pid: number;
    started_at: Date | string;
    heartbeat_at: Date | string;
    ready: boolean;
    metrics_url: string | null;
    stopped: boolean;
    stale: boolean;
    uptime: number;
  }>(
    `SELECT process_id, role, version, git_commit, host, pid, started_at, heartbeat_at, ready, metrics_url,
            stopped_at IS NOT NULL AS stopped,
            heartbeat_at < now() - ($1 || ' milliseconds')::interval AS stale,
            extract(epoch FROM now() - started_at) AS uptime
       FROM ops_processes
      ORDER BY role, started_at DESC
      LIMIT $2`,
    [String(STALE_AFTER_MS), options.limit ?? 200],
  );
  return rows.map((r) => {
    const status = r.stopped ? 'stopped' : r.stale ? 'gone' : 'up';
    return {
      processId: r.process_id,
      role: r.role,
      version: r.version,
      commit: r.git_commit,
      host: r.host,
      pid: Number(r.pid),
      startedAt: new Date(r.started_at).toISOString(),
      lastHeartbeatAt: new Date(r.heartbeat_at).toISOString(),
      status,
      ready: status === 'up' && r.ready,
      uptimeSeconds: status === 'up' ? Math.round(Number(r.uptime)) : null,
      metricsUrl: r.metrics_url,
    };
  });
}
