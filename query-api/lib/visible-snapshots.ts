import type { Kysely } from 'kysely';
import type { SqlClient } from '../../infra/db/sql-client';
import { listSnapshots, type Snapshot } from '../../infra/read-models/snapshots';
import { READ_MODEL_SCHEMA, type ReadModels } from '../../infra/read-models/tables';

/**
 * The snapshots a practice's user may read (issue #32): the practice's own once built — never one
 * still building (its registry may already name a first report) nor a deleted one (even while the
 * job removing its schema has not run yet) — and those built on the command line (shared).
 */
export async function visibleSnapshots(ctx: { sql: SqlClient; db: Kysely<ReadModels> }, practiceId: string): Promise<Snapshot[]> {
  const all = await listSnapshots(ctx.sql, { practiceId });
  const jobIds = all.flatMap((s) => (s.jobId ? [s.jobId] : []));
  if (!jobIds.length) return all;
  const kept = await ctx.db
    .withSchema(READ_MODEL_SCHEMA)
    .selectFrom('analysis_jobs')
    .select('job_id')
    .where('job_id', 'in', jobIds)
    .where('practice_id', '=', practiceId)
    .where('deleted', '=', false)
    .where('status', '=', 'completed')
    .execute();
  const live = new Set(kept.map((r) => r.job_id));
  return all.filter((s) => !s.jobId || live.has(s.jobId));
}
