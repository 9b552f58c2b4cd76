import { type AnalysisJobState, isRunnable, jobRefOf } from './analysis-job-decider';
import type { AnalysisJobStarted } from './events';

/**
 * A worker takes the job up: the next attempt starts (its number is the run's identity from now
 * on). Nothing when the job is finished or deleted — a replayed or duplicate queue job then does
 * nothing. A run that crashed leaves the job `running`: the next start simply supersedes it.
 */
export function decideStartAnalysisJob(cmd: { now: Date }, state: AnalysisJobState): AnalysisJobStarted[] {
  if (!isRunnable(state)) return [];
  return [{ type: 'AnalysisJobStarted', data: { ...jobRefOf(state), attempt: state.attempt + 1, startedAt: cmd.now.toISOString() } }];
}
