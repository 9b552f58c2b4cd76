import type { AnalysisJobState } from './analysis-job-decider';
import { jobRefOf } from './analysis-job-decider';
import type { AnalysisJobProgressed } from './events';
import { PROGRESS_EVENT_INTERVAL_MS, type ProgressFigures } from './progress';
import { assertCurrentRun } from './run-guard';

/**
 * The current run's progress. Refused (the run stops) when the job was deleted or a later run took
 * over; nothing when the last progress event is less than a second old or nothing moved.
 */
export function decideRecordJobProgress(cmd: ProgressFigures & { attempt: number; now: Date }, state: AnalysisJobState): AnalysisJobProgressed[] {
  assertCurrentRun(state, cmd.attempt);
  if (state.status !== 'running') return [];
  if (state.lastProgressAt && cmd.now.getTime() - Date.parse(state.lastProgressAt) < PROGRESS_EVENT_INTERVAL_MS) return [];
  if (state.lastProgressAt && cmd.done === state.done && cmd.total === state.total) return [];
  return [
    {
      type: 'AnalysisJobProgressed',
      data: { ...jobRefOf(state), attempt: cmd.attempt, done: cmd.done, total: cmd.total, ratePerSecond: cmd.ratePerSecond, etaSeconds: cmd.etaSeconds, at: cmd.now.toISOString() },
    },
  ];
}
