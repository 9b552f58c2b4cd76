import { type AnalysisJobState, jobRefOf } from './analysis-job-decider';
import type { AnalysisJobFailed } from './events';

/** The longest failure reason kept (it is shown on screen; never a stack trace). */
export const MAX_FAILURE_REASON = 300;

/**
 * The current run gave up (its last try failed, or the work cannot be done). Nothing when the job
 * is deleted, finished, or a later run took over: that run's outcome stands.
 */
export function decideFailAnalysisJob(cmd: { attempt: number; reason: string; now: Date }, state: AnalysisJobState): AnalysisJobFailed[] {
  if (!state.exists || state.deleted || state.attempt !== cmd.attempt || state.status === 'completed' || state.status === 'failed') return [];
  const reason = cmd.reason.trim().slice(0, MAX_FAILURE_REASON) || 'The job failed.';
  return [{ type: 'AnalysisJobFailed', data: { ...jobRefOf(state), attempt: cmd.attempt, reason, failedAt: cmd.now.toISOString() } }];
}
