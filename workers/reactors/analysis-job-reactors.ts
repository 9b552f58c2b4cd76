import type { AnalysisJobDeleted, AnalysisJobKind, AnalysisJobRequested } from '../../domain/analysis-jobs/events';
import { reactorOf } from './reactor';

export const RUN_ANALYSIS_JOB = 'run-analysis-job';
export const REMOVE_ANALYSIS_OUTPUT = 'remove-analysis-output';

export interface AnalysisJobPayload {
  jobId: string;
  kind: AnalysisJobKind;
  eventId: string;
}

/** Each requested analysis job (a snapshot, a what-if) is run by one queue job whose id is the request's event id (issue #32). */
export const analysisJobReactor = reactorOf<AnalysisJobRequested, AnalysisJobPayload>({
  name: 'reactor_analysis_job',
  eventTypes: ['AnalysisJobRequested'],
  jobName: RUN_ANALYSIS_JOB,
  payload: (event) => ({ jobId: event.data.jobId, kind: event.data.kind }),
});

/** Each deleted analysis job has what it built removed by one queue job (the deletion's event id). */
export const analysisOutputReactor = reactorOf<AnalysisJobDeleted, AnalysisJobPayload>({
  name: 'reactor_analysis_output',
  eventTypes: ['AnalysisJobDeleted'],
  jobName: REMOVE_ANALYSIS_OUTPUT,
  payload: (event) => ({ jobId: event.data.jobId, kind: event.data.kind }),
});
