import { type AnalysisJobState, jobRefOf } from './analysis-job-decider';
import type { AnalysisJobOutputRemoved } from './events';

/** After a deletion, what the job built is gone: recorded once. */
export function decideRecordOutputRemoved(cmd: { now: Date }, state: AnalysisJobState): AnalysisJobOutputRemoved[] {
  if (!state.exists || !state.deleted || state.outputRemoved) return [];
  return [{ type: 'AnalysisJobOutputRemoved', data: { ...jobRefOf(state), removedAt: cmd.now.toISOString() } }];
}
