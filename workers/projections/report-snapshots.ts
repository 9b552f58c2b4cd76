import type { Kysely } from 'kysely';
import { parseAsOf } from '../../domain/reports/as-of';
import type { SqlClient } from '../../infra/db/sql-client';
import type { EventStore } from '../../infra/event-store/port';
import { recordSnapshot } from '../../infra/read-models/snapshots';
import { READ_MODEL_SCHEMA, type ReadModels } from '../../infra/read-models/tables';
import type { Projection } from '../../projections';
import { orderStatusReportProjection } from '../../projections/order-status-report';
import { salesDashboardProjection } from '../../projections/sales-dashboard';
import { rebuildProjection, type RebuildProgress } from './rebuild';

/** The projections that can be built "as of" a past instant (the two reports, issue #6). */
export const AS_OF_PROJECTIONS: readonly Projection[] = [orderStatusReportProjection, salesDashboardProjection];

export interface ReportSnapshotOptions {
  sql: SqlClient;
  db: Kysely<ReadModels>;
  store: EventStore;
  /** YYYY-MM-DD (end of that day, UTC) or an ISO instant (domain/reports/as-of.ts). */
  asOf: string;
  /** Default: both report projections. */
  projections?: readonly Projection[];
  batchSize?: number;
  onProgress?: (p: RebuildProgress) => void;
  /** Clock of the registry's built_at (tests). */
  now?: () => Date;
  /**
   * Issue #32: a snapshot asked for from the Reports screens — its own id (the schema it is built
   * into, not the one derived from the date) and the practice and job it belongs to.
   */
  owner?: { snapshotId: string; practiceId: string; jobId: string };
}

export interface BuiltSnapshot {
  id: string;
  schema: string;
  asOf: string;
  projections: { name: string; applied: number; seconds: number }[];
}

/**
 * Builds (or rebuilds) an as-of snapshot: each report projection replays the log up to the cutoff
 * into the snapshot's own schema through the ordinary rebuild path, then the snapshot is recorded
 * in the registry. The live tables and their runner are never touched (checkpoints are keyed by
 * schema and projection, D-012).
 */
export async function buildReportSnapshot(options: ReportSnapshotOptions): Promise<BuiltSnapshot> {
  const parsed = parseAsOf(options.asOf);
  const { cutoff } = parsed;
  const id = options.owner?.snapshotId ?? parsed.id;
  const targets = options.projections ?? AS_OF_PROJECTIONS;
  for (const p of targets) {
    if (!AS_OF_PROJECTIONS.includes(p)) throw new Error(`${p.name} cannot be built as of a date; only ${AS_OF_PROJECTIONS.map((x) => x.name).join(' and ')} can.`);
  }
  const built: BuiltSnapshot = { id, schema: id, asOf: cutoff, projections: [] };
  for (const projection of targets) {
    const started = Date.now();
    const { applied } = await rebuildProjection({
      sql: options.sql,
      db: options.db,
      store: options.store,
      projection,
      schema: READ_MODEL_SCHEMA,
      intoSchema: id,
      until: cutoff,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    await recordSnapshot(options.sql, {
      id,
      schemaName: id,
      asOf: cutoff,
      projection: projection.name,
      builtAt: (options.now?.() ?? new Date()).toISOString(),
      eventsApplied: applied,
      ...(options.owner ? { practiceId: options.owner.practiceId, jobId: options.owner.jobId } : {}),
    });
    built.projections.push({ name: projection.name, applied, seconds: (Date.now() - started) / 1000 });
  }
  return built;
}
