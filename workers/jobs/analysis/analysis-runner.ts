import type { AnalysisJobKind } from '../../../domain/analysis-jobs/events';

/**
 * What each kind of analysis work provides to the one job mechanism (issue #32): how to do the
 * work, reporting progress, and how to remove what it built. The runner of a kind never appends
 * to the job's stream itself: run-analysis-job.ts records the start, progress and outcome.
 */
export interface AnalysisRun {
  jobId: string;
  practiceId: string | null;
  params: Record<string, unknown>;
  /** The run's number (1 for the first run; more after a crash or a failed try). */
  attempt: number;
  /**
   * Progress so far. Cheap (it only notes the figures; they are recorded at most once a second);
   * throws JobStopped once the job was deleted or a later run took over, which ends the work.
   */
  progress(done: number, total: number): void;
}

export interface AnalysisKindRunner {
  /** Does the work (from scratch: a run again after a crash replaces what an earlier one left) and returns a summary. */
  run(run: AnalysisRun): Promise<Record<string, unknown>>;
  /** Removes what the job built or began to build (idempotent). */
  removeOutput(job: { jobId: string; params: Record<string, unknown> }): Promise<void>;
}

export type AnalysisRunners = Record<AnalysisJobKind, AnalysisKindRunner>;

/** The job was deleted, or a later run of it took over: stop without recording an outcome. */
export class JobStopped extends Error {
  override readonly name = 'JobStopped';
  constructor(readonly why: 'deleted' | 'superseded') {
    super(`analysis job ${why}`);
  }
}
