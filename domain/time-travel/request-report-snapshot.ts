import type { AnalysisJobState } from '../analysis-jobs/analysis-job-decider';
import type { AnalysisJobRequested } from '../analysis-jobs/events';
import { decideRequestAnalysisJob } from '../analysis-jobs/request-analysis-job';
import { type SnapshotMoment, snapshotIdOf } from './snapshot-moment';

/** What a snapshot job carries: the cutoff, the schema it builds, and the moment as the user asked for it. */
export interface ReportSnapshotParams {
  asOf: string;
  snapshotId: string;
  timeZone: string;
  asOfDate: string;
  asOfTime: string | null;
}

/** The params of a stored job, read defensively (null when they are not a snapshot's). */
export function reportSnapshotParamsOf(params: Record<string, unknown>): ReportSnapshotParams | null {
  const { asOf, snapshotId, timeZone, asOfDate, asOfTime } = params as Partial<ReportSnapshotParams>;
  if (typeof asOf !== 'string' || typeof snapshotId !== 'string' || typeof timeZone !== 'string' || typeof asOfDate !== 'string') return null;
  return { asOf, snapshotId, timeZone, asOfDate, asOfTime: typeof asOfTime === 'string' ? asOfTime : null };
}

/**
 * A practice asks for the reports as they stood at a moment (already checked: over, within the
 * log, not held by another snapshot). The job builds both reports into the snapshot's own schema.
 */
export function decideRequestReportSnapshot(
  cmd: { jobId: string; practiceId: string; moment: SnapshotMoment; timeZone: string; asOfDate: string; asOfTime: string | null; now: Date },
  state: AnalysisJobState,
): AnalysisJobRequested[] {
  const params: ReportSnapshotParams = { asOf: cmd.moment.cutoff, snapshotId: snapshotIdOf(cmd.jobId), timeZone: cmd.timeZone, asOfDate: cmd.asOfDate, asOfTime: cmd.asOfTime };
  return decideRequestAnalysisJob({ jobId: cmd.jobId, kind: 'report-snapshot', practiceId: cmd.practiceId, label: `As of ${cmd.moment.label}`, params: { ...params }, now: cmd.now }, state);
}
