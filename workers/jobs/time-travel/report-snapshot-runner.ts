import type { Kysely } from 'kysely';
import { reportSnapshotParamsOf } from '../../../domain/time-travel/request-report-snapshot';
import type { SqlClient } from '../../../infra/db/sql-client';
import type { EventStore } from '../../../infra/event-store/port';
import { PermanentJobError } from '../../../infra/queue/permanent-job-error';
import { dropSnapshot } from '../../../infra/read-models/snapshots';
import type { ReadModels } from '../../../infra/read-models/tables';
import { typeFilterOf } from '../../../projections/lib/projection';
import { countEvents } from '../../projections/rebuild';
import { AS_OF_PROJECTIONS, buildReportSnapshot } from '../../projections/report-snapshots';
import type { AnalysisKindRunner } from '../analysis/analysis-runner';

/**
 * Time travel's work (issue #32): both reports replayed up to the snapshot's cutoff into the
 * snapshot's own schema with the existing as-of machinery (workers/projections/report-snapshots.ts,
 * the same path as `npm run projections -- rebuild all --as-of`), registered as the practice's.
 * A run again after a crash rebuilds the schema from scratch (the rebuild drops what it finds).
 * Progress: the events replayed of both reports, counted up front.
 */
export function reportSnapshotRunner(deps: { sql: SqlClient; db: Kysely<ReadModels>; store: EventStore }): AnalysisKindRunner {
  return {
    async run({ jobId, practiceId, params, progress }) {
      const p = reportSnapshotParamsOf(params);
      if (!p || !practiceId) throw new PermanentJobError('This snapshot request is incomplete; delete it and ask again.');
      const totals = await Promise.all(AS_OF_PROJECTIONS.map((projection) => countEvents(deps.sql, typeFilterOf(projection), p.asOf)));
      const total = totals.reduce((a, b) => a + b, 0);
      const before = (name: string) => totals.slice(0, AS_OF_PROJECTIONS.findIndex((x) => x.name === name)).reduce((a, b) => a + b, 0);
      progress(0, total);
      const built = await buildReportSnapshot({
        sql: deps.sql,
        db: deps.db,
        store: deps.store,
        asOf: p.asOf,
        owner: { snapshotId: p.snapshotId, practiceId, jobId },
        onProgress: (step) => progress(before(step.projection) + step.applied, Math.max(total, before(step.projection) + step.total)),
      });
      return {
        snapshotId: built.id,
        asOf: built.asOf,
        eventsApplied: built.projections.reduce((n, x) => n + x.applied, 0),
        projections: built.projections.map((x) => ({ name: x.name, applied: x.applied, seconds: Math.round(x.seconds * 1000) / 1000 })),
      };
    },
    async removeOutput({ params }) {
      const p = reportSnapshotParamsOf(params);
      if (p) await dropSnapshot(deps.sql, p.snapshotId, { schemaName: p.snapshotId });
    },
  };
}
