import type { AnalysisJobState } from '../analysis-jobs/analysis-job-decider';
import type { AnalysisJobRequested } from '../analysis-jobs/events';
import { decideRequestAnalysisJob } from '../analysis-jobs/request-analysis-job';

/** Words of an export's scope, its label in the lists and the audit trail. */
export const analyticsExportLabel = (practiceId: string | null) => (practiceId === null ? 'De-identified export · all practices' : 'De-identified export · this practice');

/**
 * An analyst (all practices) or a practice administrator (their practice) asks for the
 * de-identified export (issue #32): an analysis job of kind 'analytics-export' whose scope is the
 * job's practice (null: all), repeated in its params so that removing its files knows the scope.
 * The request is the event that records who exported what.
 */
export function decideRequestAnalyticsExport(cmd: { jobId: string; practiceId: string | null; now: Date }, state: AnalysisJobState): AnalysisJobRequested[] {
  return decideRequestAnalysisJob({ jobId: cmd.jobId, kind: 'analytics-export', practiceId: cmd.practiceId, label: analyticsExportLabel(cmd.practiceId), params: { practiceId: cmd.practiceId }, now: cmd.now }, state);
}
