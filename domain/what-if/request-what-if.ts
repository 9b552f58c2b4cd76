import type { AnalysisJobState } from '../analysis-jobs/analysis-job-decider';
import type { AnalysisJobRequested } from '../analysis-jobs/events';
import { decideRequestAnalysisJob } from '../analysis-jobs/request-analysis-job';
import { periodLabel, type WhatIfParams } from './scenario';

/** A practice administrator asks for a what-if (already checked: the period, the locations, the pricing). */
export function decideRequestWhatIf(cmd: { jobId: string; practiceId: string; params: WhatIfParams; now: Date }, state: AnalysisJobState): AnalysisJobRequested[] {
  const label = `${cmd.params.name} · ${periodLabel(cmd.params.fromMonth, cmd.params.toMonth)}`;
  return decideRequestAnalysisJob({ jobId: cmd.jobId, kind: 'what-if', practiceId: cmd.practiceId, label, params: { ...cmd.params }, now: cmd.now }, state);
}
