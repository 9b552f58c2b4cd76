import { sql } from 'kysely';
import type { AnalysisJobEvent } from '../domain/analysis-jobs/events';
import { ANALYSIS_JOB_EVENT_TYPES } from '../domain/analysis-jobs/events';
import { projectionOf } from './lib/projection';

const json = (v: unknown) => sql<unknown>`${JSON.stringify(v)}::jsonb`;

/**
 * The analysis jobs (issue #32): report snapshots and what-if replays, one row each, with the
 * state and live progress the Reports and What-if screens show. A deleted job keeps its row
 * (deleted = true) so the audit can still name it; the screens list only the others.
 */
export const analysisJobsProjection = projectionOf<AnalysisJobEvent>({
  name: 'analysis_jobs',
  version: 1,
  eventTypes: ANALYSIS_JOB_EVENT_TYPES,
  tables: ['analysis_jobs'],
  ddl: (s) => /* sql */ `
    CREATE TABLE IF NOT EXISTS ${s}.analysis_jobs (
      job_id             text PRIMARY KEY,
      kind               text NOT NULL,
      practice_id        text,
      label              text NOT NULL,
      params             jsonb NOT NULL,
      status             text NOT NULL,
      deleted            boolean NOT NULL DEFAULT false,
      deleted_at         text,
      output_removed     boolean NOT NULL DEFAULT false,
      requested_by       text NOT NULL,
      requested_by_group text NOT NULL,
      requested_by_csr   text,
      requested_at       text NOT NULL,
      attempt            integer NOT NULL DEFAULT 0,
      done               bigint NOT NULL DEFAULT 0,
      total              bigint NOT NULL DEFAULT 0,
      rate_per_second    double precision NOT NULL DEFAULT 0,
      eta_seconds        double precision NOT NULL DEFAULT 0,
      progress_at        text,
      started_at         text,
      finished_at        text,
      seconds            double precision,
      failed_reason      text,
      result             jsonb
    );`,
  readIndexes: (s) => `CREATE INDEX IF NOT EXISTS analysis_jobs_practice_kind ON ${s}.analysis_jobs (practice_id, kind, requested_at DESC, job_id) WHERE NOT deleted;`,
  async apply({ db }, events) {
    for (const e of events) {
      const jobs = db.updateTable('analysis_jobs').where('job_id', '=', e.data.jobId);
      switch (e.type) {
        case 'AnalysisJobRequested': {
          const d = e.data;
          const { actor, impersonator } = e.metadata;
          await db
            .insertInto('analysis_jobs')
            .values({
              job_id: d.jobId,
              kind: d.kind,
              practice_id: d.practiceId,
              label: d.label,
              params: json(d.params),
              status: 'requested',
              deleted: false,
              deleted_at: null,
              output_removed: false,
              requested_by: actor.accountNumber,
              requested_by_group: actor.customerGroup,
              requested_by_csr: impersonator?.name ?? null,
              requested_at: d.requestedAt,
              attempt: 0,
              done: 0,
              total: 0,
              rate_per_second: 0,
              eta_seconds: 0,
              progress_at: null,
              started_at: null,
              finished_at: null,
              seconds: null,
              failed_reason: null,
              result: null,
            })
            .onConflict((oc) => oc.column('job_id').doNothing())
            .execute();
          break;
        }
        case 'AnalysisJobStarted':
          await jobs.set({ status: 'running', attempt: e.data.attempt, started_at: e.data.startedAt, done: 0, total: 0, rate_per_second: 0, eta_seconds: 0, progress_at: null, failed_reason: null }).execute();
          break;
        case 'AnalysisJobProgressed': {
          const d = e.data;
          await jobs.set({ done: d.done, total: d.total, rate_per_second: d.ratePerSecond, eta_seconds: d.etaSeconds, progress_at: d.at }).where('attempt', '=', d.attempt).execute();
          break;
        }
        case 'AnalysisJobCompleted': {
          const d = e.data;
          await jobs
            .set({ status: 'completed', finished_at: d.completedAt, seconds: d.seconds, result: json(d.result), eta_seconds: 0, done: sql<number>`greatest(done, total)` })
            .execute();
          break;
        }
        case 'AnalysisJobFailed':
          await jobs.set({ status: 'failed', finished_at: e.data.failedAt, failed_reason: e.data.reason, eta_seconds: 0 }).execute();
          break;
        case 'AnalysisJobDeleted':
          await jobs.set({ deleted: true, deleted_at: e.data.deletedAt }).execute();
          break;
        case 'AnalysisJobOutputRemoved':
          await jobs.set({ output_removed: true }).execute();
          break;
      }
    }
  },
});
