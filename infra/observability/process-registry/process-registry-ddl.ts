/**
 * The process registry (issue #33, D-708): one row per process of the deployment, refreshed by the
 * process's own heartbeat every few seconds. Operational telemetry, like `projection_checkpoints`
 * or `scheduler_firings` — not domain state: no event records it and no rebuild derives it; a row
 * whose heartbeat stopped says the process is gone. In `public`, beside the other operational tables.
 */
export const PROCESS_REGISTRY_DDL = /* sql */ `
CREATE TABLE IF NOT EXISTS ops_processes (
  process_id   text PRIMARY KEY,
  role         text NOT NULL,
  version      text NOT NULL,
  git_commit   text,
  host         text NOT NULL,
  pid          int NOT NULL,
  started_at   timestamptz NOT NULL,
  heartbeat_at timestamptz NOT NULL,
  ready        boolean NOT NULL,
  metrics_url  text,
  stopped_at   timestamptz
);
CREATE INDEX IF NOT EXISTS ops_processes_heartbeat ON ops_processes (heartbeat_at);`;

/** How often a process writes its heartbeat. */
export const HEARTBEAT_MS = 5_000;
/** A process whose heartbeat is older than this is shown as gone (three missed beats). */
export const STALE_AFTER_MS = 15_000;
/** Rows of processes gone or stopped this long ago are removed by the other processes' heartbeats. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;
