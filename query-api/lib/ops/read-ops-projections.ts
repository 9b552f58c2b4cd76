import type { Kysely } from 'kysely';
import { REBUILD_STALE_MS } from '../../../domain/ops/request-projection-rebuild';
import type { OpsProjection, OpsProjectionsReply } from '../../../domain/ops/api-schemas';
import type { EventStore } from '../../../infra/event-store/port';
import type { SqlClient } from '../../../infra/db/sql-client';
import { ensureOpsTelemetry, readProjectionRuns } from '../../../infra/observability/ops-console/ops-telemetry';
import { readProcesses } from '../../../infra/observability/process-registry/read-processes';
import { projectionLag } from '../../../infra/read-models/lag';
import type { ReadModels } from '../../../infra/read-models/tables';

/** The lag count stops here per projection (as the metrics', D-705): a console read costs at most that. */
const LAG_CAP = 10_000;

/**
 * Every projection and reactor as the console shows it (issue #33, D-782): position and lag from the
 * checkpoints and the log, state and rate and last error from the workers' reports, pauses and
 * rebuilds from the ops_controls read model. A rebuild whose worker is gone, or that nobody took or
 * moved for a minute, is "abandoned" (a new one may be asked for).
 */
export async function readOpsProjections(deps: { sql: SqlClient; db: Kysely<ReadModels>; store: EventStore; names: readonly string[] }): Promise<OpsProjectionsReply> {
  await ensureOpsTelemetry(deps.sql);
  const [lag, runs, controls, processes, head] = await Promise.all([
    projectionLag(deps.sql, deps.store, deps.names, { cap: LAG_CAP }),
    readProjectionRuns(deps.sql),
    deps.db.withSchema('rm').selectFrom('ops_controls').selectAll().execute(),
    readProcesses(deps.sql),
    deps.store.head(),
  ]);
  const up = new Map(processes.filter((p) => p.status === 'up').map((p) => [p.processId, p]));
  const controlOf = new Map(controls.map((c) => [c.projection, c]));
  const now = Date.now();
  const projections = lag.map((l): OpsProjection => {
    const c = controlOf.get(l.name);
    const mine = runs.filter((r) => r.projection === l.name && up.has(r.processId));
    const holder = mine.find((r) => r.state !== 'standby');
    const host = holder ? up.get(holder.processId)! : undefined;
    let rebuild: OpsProjection['rebuild'] = null;
    if (c?.rebuild_id && c.rebuild_status) {
      const lastMove = Date.parse(c.rebuild_progress_at ?? c.rebuild_requested_at ?? new Date(now).toISOString());
      const gone = c.rebuild_process !== null && !up.has(c.rebuild_process);
      const abandoned = gone || now - lastMove > REBUILD_STALE_MS;
      rebuild = {
        rebuildId: c.rebuild_id,
        status: abandoned ? 'abandoned' : c.rebuild_status === 'running' ? 'running' : 'requested',
        applied: Number(c.rebuild_applied),
        total: Number(c.rebuild_total),
        eventsPerSecond: Number(c.rebuild_rate),
        etaSeconds: Number(c.rebuild_eta),
        requestedBy: c.rebuild_requested_by ?? '',
        requestedAt: c.rebuild_requested_at ?? '',
      };
    }
    const state: OpsProjection['state'] =
      rebuild && rebuild.status !== 'abandoned' ? 'rebuilding' : c?.paused ? 'paused' : holder ? holder.state : mine.length ? 'standby' : 'stopped';
    return {
      name: l.name,
      kind: l.name.startsWith('reactor_') ? 'reactor' : 'read model',
      version: l.version,
      position: l.position,
      eventsApplied: l.eventsApplied,
      lag: l.lag,
      lagSeconds: l.lagSeconds,
      state,
      runningOn: holder && host ? { processId: holder.processId, host: host.host, pid: host.pid } : null,
      ratePerSecond: holder ? holder.rate : null,
      lastError: holder?.lastError ? { message: holder.lastError, at: holder.errorAt ?? '', event: holder.errorEvent } : null,
      paused: c?.paused ? { by: c.paused_by ?? '', at: c.paused_at ?? '' } : null,
      rebuild,
      lastRebuild:
        c?.last_outcome === 'completed' || c?.last_outcome === 'failed'
          ? {
              outcome: c.last_outcome,
              at: c.last_outcome_at ?? '',
              applied: c.last_applied === null ? null : Number(c.last_applied),
              seconds: c.last_seconds === null ? null : Number(c.last_seconds),
              reason: c.last_reason,
            }
          : null,
    };
  });
  return { head: head.globalPosition, projections };
}
