import { DomainError } from '../shared/errors';
import { type AnalysisJobState, jobRefOf } from './analysis-job-decider';
import type { AnalysisJobDeleted } from './events';
import { ANALYSIS_JOB_MESSAGES, JOB_NOT_FOUND } from './messages';

/**
 * A user deletes a job, in any state: a running one stops at its next progress, and what it built
 * is removed by a job. Deleting it again, or one that never existed, is a 404 that changes nothing.
 */
export function decideDeleteAnalysisJob(cmd: { now: Date }, state: AnalysisJobState): AnalysisJobDeleted[] {
  if (!state.exists || state.deleted) throw new DomainError('not_found', JOB_NOT_FOUND, ANALYSIS_JOB_MESSAGES.notFound);
  return [{ type: 'AnalysisJobDeleted', data: { ...jobRefOf(state), deletedAt: cmd.now.toISOString() } }];
}
