/**
 * Long background analysis work (issue #32): one mechanism for every kind of it — an as-of
 * snapshot of the reports, a what-if pricing replay, and later the analytics export. A request is
 * a command that appends AnalysisJobRequested with its actor (metadata) and scope (the practice);
 * a reactor hands it to a queue job (jobId = that event's id); the job records each run's start,
 * its progress (at most one event a second, D-761), and its outcome on the same stream. Deleting
 * it is an event too; a job then removes what it built and records that.
 *
 * One stream per job: `analysis-job-{jobId}`. Every event repeats the job's kind and practice, so
 * the live channel and the read model can scope each one without reading the stream.
 */
export const analysisJobStream = (jobId: string) => `analysis-job-${jobId}`;

export const ANALYSIS_JOB_KINDS = ['report-snapshot', 'what-if', 'analytics-export'] as const;
export type AnalysisJobKind = (typeof ANALYSIS_JOB_KINDS)[number];

/** Who a job belongs to: one practice (null is kept for distributor-wide work, e.g. the analyst's export). */
export interface AnalysisJobRef {
  jobId: string;
  kind: AnalysisJobKind;
  practiceId: string | null;
}

export interface AnalysisJobRequested {
  type: 'AnalysisJobRequested';
  data: AnalysisJobRef & {
    /** What the list shows for it, e.g. "As of 10/01/2026 3:30 PM". */
    label: string;
    /** The kind's own parameters (validated by the kind's domain before the request is appended). */
    params: Record<string, unknown>;
    requestedAt: string;
  };
}

/** A run began: the first, or one after a crash or a failed try (attempt counts every start). */
export interface AnalysisJobStarted {
  type: 'AnalysisJobStarted';
  data: AnalysisJobRef & { attempt: number; startedAt: string };
}

export interface AnalysisJobProgressed {
  type: 'AnalysisJobProgressed';
  data: AnalysisJobRef & { attempt: number; done: number; total: number; ratePerSecond: number; etaSeconds: number; at: string };
}

export interface AnalysisJobCompleted {
  type: 'AnalysisJobCompleted';
  data: AnalysisJobRef & {
    attempt: number;
    /** A summary of what was built (the built data itself lives in the kind's own tables). */
    result: Record<string, unknown>;
    completedAt: string;
    seconds: number;
  };
}

export interface AnalysisJobFailed {
  type: 'AnalysisJobFailed';
  data: AnalysisJobRef & { attempt: number; reason: string; failedAt: string };
}

export interface AnalysisJobDeleted {
  type: 'AnalysisJobDeleted';
  data: AnalysisJobRef & { deletedAt: string };
}

/** What the job had built (a snapshot's schema, a what-if's result rows) has been removed after its deletion. */
export interface AnalysisJobOutputRemoved {
  type: 'AnalysisJobOutputRemoved';
  data: AnalysisJobRef & { removedAt: string };
}

export type AnalysisJobEvent =
  | AnalysisJobRequested
  | AnalysisJobStarted
  | AnalysisJobProgressed
  | AnalysisJobCompleted
  | AnalysisJobFailed
  | AnalysisJobDeleted
  | AnalysisJobOutputRemoved;

export const ANALYSIS_JOB_EVENT_TYPES = [
  'AnalysisJobRequested',
  'AnalysisJobStarted',
  'AnalysisJobProgressed',
  'AnalysisJobCompleted',
  'AnalysisJobFailed',
  'AnalysisJobDeleted',
  'AnalysisJobOutputRemoved',
] as const satisfies readonly AnalysisJobEvent['type'][];
