import { DomainError } from '../shared/errors';
import type { AnalysisJobState } from './analysis-job-decider';
import { ANALYSIS_JOB_MESSAGES, JOB_DELETED, JOB_NOT_FOUND, JOB_SUPERSEDED } from './messages';

/**
 * A run may write only while it is the job's current run: the job exists, is not deleted, and no
 * later attempt has started. The refusal tells the run to stop (deleted: remove what it built).
 */
export function assertCurrentRun(state: AnalysisJobState, attempt: number): void {
  if (!state.exists) throw new DomainError('not_found', JOB_NOT_FOUND, ANALYSIS_JOB_MESSAGES.notFound);
  if (state.deleted) throw new DomainError('conflict', JOB_DELETED, ANALYSIS_JOB_MESSAGES.deleted);
  if (state.attempt !== attempt) throw new DomainError('conflict', JOB_SUPERSEDED, ANALYSIS_JOB_MESSAGES.superseded);
}
