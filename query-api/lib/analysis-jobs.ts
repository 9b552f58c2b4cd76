import type { Kysely, Selectable } from 'kysely';
import type { AnalysisJobView, AnalysisJobViewStatus } from '../../domain/analysis-jobs/api-schemas';
import type { AnalysisJobKind } from '../../domain/analysis-jobs/events';
import { type AnalysisJobsTable, READ_MODEL_SCHEMA, type ReadModels } from '../../infra/read-models/tables';

/**
 * Reads of the analysis jobs (issue #32) shared by time travel and what-if: one practice's jobs of
 * one kind, newest first, paged, never a deleted one; a job by id only within that practice.
 */
export type AnalysisJobRow = Selectable<AnalysisJobsTable>;

const STATUS: Record<string, AnalysisJobViewStatus> = { requested: 'waiting', running: 'running', completed: 'ready', failed: 'failed' };

export async function practiceJobs(db: Kysely<ReadModels>, practiceId: string, kind: AnalysisJobKind, page: { limit: number; offset: number }): Promise<{ total: number; rows: AnalysisJobRow[] }> {
  const scoped = db.withSchema(READ_MODEL_SCHEMA).selectFrom('analysis_jobs').where('practice_id', '=', practiceId).where('kind', '=', kind).where('deleted', '=', false);
  const [count, rows] = await Promise.all([
    scoped.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    scoped.selectAll().orderBy('requested_at', 'desc').orderBy('job_id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}

/** One job of this practice and kind that is not deleted, else undefined (another practice's job is as unknown as none). */
export async function practiceJob(db: Kysely<ReadModels>, practiceId: string, kind: AnalysisJobKind, jobId: string): Promise<AnalysisJobRow | undefined> {
  return db
    .withSchema(READ_MODEL_SCHEMA)
    .selectFrom('analysis_jobs')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('practice_id', '=', practiceId)
    .where('kind', '=', kind)
    .where('deleted', '=', false)
    .executeTakeFirst();
}

/** The names of who asked, from the accounts read model (colleagues of one practice). */
export async function requesterNames(db: Kysely<ReadModels>, rows: readonly AnalysisJobRow[]): Promise<Map<string, string>> {
  const accounts = [...new Set(rows.map((r) => r.requested_by))];
  if (!accounts.length) return new Map();
  const people = await db.withSchema(READ_MODEL_SCHEMA).selectFrom('customers').select(['account_number', 'first_name', 'last_name']).where('account_number', 'in', accounts).execute();
  return new Map(people.map((p) => [p.account_number, `${p.first_name} ${p.last_name}`.trim() || p.account_number]));
}

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export const jobParams = (row: AnalysisJobRow): Record<string, unknown> => parsed<Record<string, unknown>>(row.params) ?? {};
export const jobResult = (row: AnalysisJobRow): Record<string, unknown> | null => (row.result === null ? null : parsed<Record<string, unknown>>(row.result));

export function analysisJobView(row: AnalysisJobRow, names: Map<string, string>): AnalysisJobView {
  const name = names.get(row.requested_by) ?? (row.requested_by_group === 'System' ? 'Lensloop' : row.requested_by);
  return {
    jobId: row.job_id,
    kind: row.kind as AnalysisJobKind,
    status: STATUS[row.status] ?? 'waiting',
    label: row.label,
    requestedAt: row.requested_at,
    requestedBy: { accountNumber: row.requested_by, name: row.requested_by_csr ? `${name} (CSR ${row.requested_by_csr} acting)` : name },
    progress: {
      attempt: Number(row.attempt),
      done: Number(row.done),
      total: Number(row.total),
      ratePerSecond: Number(row.rate_per_second),
      etaSeconds: Number(row.eta_seconds),
      updatedAt: row.progress_at,
    },
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    seconds: row.seconds === null ? null : Number(row.seconds),
    failedReason: row.failed_reason,
  };
}
