import { withDdlLock } from '../../db/ddl-lock';
import type { SqlClient } from '../../db/sql-client';
import type { ProcessIdentity } from '../process-identity';
import { FORGET_AFTER_MS, HEARTBEAT_MS, PROCESS_REGISTRY_DDL } from './process-registry-ddl';

export interface Heartbeat {
  /** Writes the row now (tests; start-up). */
  beat(): Promise<void>;
  /** Stops beating and marks the row stopped (a clean exit, as opposed to a process that died). */
  stop(): Promise<void>;
}

export interface HeartbeatOptions {
  sql: SqlClient;
  identity: ProcessIdentity;
  /** Whether the process can serve now (its readiness). */
  ready: () => Promise<boolean>;
  /** Where its metrics are scraped, when it serves them. */
  metricsUrl?: string;
  intervalMs?: number;
  log?: (m: string) => void;
}

/**
 * This process's row in `ops_processes`, written at start and every HEARTBEAT_MS (D-708). A failed
 * write (the database restarting) is tried again at the next beat; the row then looks stale for a
 * moment, which is what an operator should see. Each beat also forgets rows gone for a day.
 */
export async function startHeartbeat(opts: HeartbeatOptions): Promise<Heartbeat> {
  const { sql, identity } = opts;
  await withDdlLock(sql, () => sql.exec(PROCESS_REGISTRY_DDL));
  let stopped = false;
  let failing = false;
  let beating: Promise<void> | undefined;

  async function write(): Promise<void> {
    const ready = await opts.ready();
    await sql.query(
      `INSERT INTO ops_processes (process_id, role, version, git_commit, host, pid, started_at, heartbeat_at, ready, metrics_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), $8, $9)
       ON CONFLICT (process_id) DO UPDATE SET heartbeat_at = now(), ready = excluded.ready, metrics_url = excluded.metrics_url, stopped_at = NULL`,
      [identity.processId, identity.role, identity.version, identity.commit ?? null, identity.host, identity.pid, identity.startedAt.toISOString(), ready, opts.metricsUrl ?? null],
    );
    await sql.query(`DELETE FROM ops_processes WHERE heartbeat_at < now() - ($1 || ' milliseconds')::interval`, [String(FORGET_AFTER_MS)]);
  }

  function beat(): Promise<void> {
    beating ??= write()
      .then(
        () => {
          if (failing) opts.log?.('process registry: heartbeat written again');
          failing = false;
        },
        (err: unknown) => {
          if (!failing) opts.log?.(`process registry: heartbeat not written (${(err as Error).message}); trying again`);
          failing = true;
        },
      )
      .finally(() => {
        beating = undefined;
      });
    return beating;
  }

  await beat();
  const timer = setInterval(() => void (stopped || beat()), opts.intervalMs ?? HEARTBEAT_MS);
  timer.unref();
  return {
    beat,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await beating;
      await sql.query(`UPDATE ops_processes SET stopped_at = now(), ready = false WHERE process_id = $1`, [identity.processId]).catch(() => undefined);
    },
  };
}
