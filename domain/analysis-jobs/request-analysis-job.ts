import { DomainError } from '../shared/errors';
import type { AnalysisJobState } from './analysis-job-decider';
import type { AnalysisJobKind, AnalysisJobRequested } from './events';
import { ANALYSIS_JOB_MESSAGES } from './messages';

export interface RequestAnalysisJob {
  jobId: string;
  kind: AnalysisJobKind;
  practiceId: string | null;
  label: string;
  params: Record<string, unknown>;
  now: Date;
}

/** A new job on a new stream (the kinds validate their parameters first). */
export function decideRequestAnalysisJob(cmd: RequestAnalysisJob, state: AnalysisJobState): AnalysisJobRequested[] {
  if (state.exists) throw new DomainError('conflict', 'ANALYSIS_JOB_EXISTS', ANALYSIS_JOB_MESSAGES.alreadyExists);
  return [{ type: 'AnalysisJobRequested', data: { jobId: cmd.jobId, kind: cmd.kind, practiceId: cmd.practiceId, label: cmd.label, params: cmd.params, requestedAt: cmd.now.toISOString() } }];
}
