import type { AnalysisJobView } from '@domain/analysis-jobs/api-schemas';

/** A list's read is repeated every 10 s while one of its jobs waits or runs (the live channel's fallback). */
export const whileJobsRun =
  <T>(jobsOf: (data: T) => readonly { status: AnalysisJobView['status'] }[]) =>
  (query: { state: { data?: T | undefined } }): number | false =>
    query.state.data && jobsOf(query.state.data).some((j) => j.status === 'waiting' || j.status === 'running') ? 10_000 : false;
