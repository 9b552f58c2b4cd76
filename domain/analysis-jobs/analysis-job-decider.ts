import type { AnalysisJobEvent, AnalysisJobKind } from './events';

/** Where a job stands: waiting for its first run, running, or finished one way or the other. */
export type AnalysisJobStatus = 'requested' | 'running' | 'completed' | 'failed';

export interface AnalysisJobState {
  exists: boolean;
  jobId: string;
  kind: AnalysisJobKind | null;
  practiceId: string | null;
  params: Record<string, unknown>;
  status: AnalysisJobStatus;
  /** Deleted by a user (whatever its status): nothing more runs, its output is removed. */
  deleted: boolean;
  outputRemoved: boolean;
  /** Runs started so far (the current run's number). */
  attempt: number;
  done: number;
  total: number;
  /** ISO instant of the last progress event of the current run. */
  lastProgressAt: string | null;
  result: Record<string, unknown> | null;
}

export const initialAnalysisJobState = (): AnalysisJobState => ({
  exists: false,
  jobId: '',
  kind: null,
  practiceId: null,
  params: {},
  status: 'requested',
  deleted: false,
  outputRemoved: false,
  attempt: 0,
  done: 0,
  total: 0,
  lastProgressAt: null,
  result: null,
});

export function evolveAnalysisJob(state: AnalysisJobState, event: AnalysisJobEvent): AnalysisJobState {
  switch (event.type) {
    case 'AnalysisJobRequested': {
      const d = event.data;
      return { ...state, exists: true, jobId: d.jobId, kind: d.kind, practiceId: d.practiceId, params: d.params, status: 'requested' };
    }
    case 'AnalysisJobStarted':
      return { ...state, status: 'running', attempt: event.data.attempt, done: 0, total: 0, lastProgressAt: null };
    case 'AnalysisJobProgressed':
      return { ...state, done: event.data.done, total: event.data.total, lastProgressAt: event.data.at };
    case 'AnalysisJobCompleted':
      return { ...state, status: 'completed', result: event.data.result, done: Math.max(state.done, state.total) };
    case 'AnalysisJobFailed':
      return { ...state, status: 'failed' };
    case 'AnalysisJobDeleted':
      return { ...state, deleted: true };
    case 'AnalysisJobOutputRemoved':
      return { ...state, outputRemoved: true };
  }
}

export const analysisJobDecider = { initialState: initialAnalysisJobState, evolve: evolveAnalysisJob };

/** The job's reference as every one of its events repeats it. */
export function jobRefOf(state: AnalysisJobState) {
  return { jobId: state.jobId, kind: state.kind!, practiceId: state.practiceId };
}

/** A run may still do work: requested or running, and not deleted. */
export const isRunnable = (state: AnalysisJobState): boolean => state.exists && !state.deleted && (state.status === 'requested' || state.status === 'running');
