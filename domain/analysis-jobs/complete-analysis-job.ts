import { type AnalysisJobState, jobRefOf } from './analysis-job-decider';
import type { AnalysisJobCompleted } from './events';
import { assertCurrentRun } from './run-guard';

/**
 * The current run finished its work: the outcome is recorded once. Refused when the job was
 * deleted meanwhile (the run then removes what it built) or a later run took over.
 */
export function decideCompleteAnalysisJob(cmd: { attempt: number; result: Record<string, unknown>; now: Date; seconds: number }, state: AnalysisJobState): AnalysisJobCompleted[] {
  if (state.status === 'completed' && !state.deleted) return [];
  assertCurrentRun(state, cmd.attempt);
  return [{ type: 'AnalysisJobCompleted', data: { ...jobRefOf(state), attempt: cmd.attempt, result: cmd.result, completedAt: cmd.now.toISOString(), seconds: Math.round(cmd.seconds * 1000) / 1000 } }];
}
