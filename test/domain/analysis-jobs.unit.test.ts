import { describe, expect, it } from 'vitest';
import { analysisJobDecider } from '../../domain/analysis-jobs/analysis-job-decider';
import { decideCompleteAnalysisJob } from '../../domain/analysis-jobs/complete-analysis-job';
import { decideDeleteAnalysisJob } from '../../domain/analysis-jobs/delete-analysis-job';
import type { AnalysisJobEvent } from '../../domain/analysis-jobs/events';
import { decideFailAnalysisJob } from '../../domain/analysis-jobs/fail-analysis-job';
import { formatEta, percentDone, progressFigures } from '../../domain/analysis-jobs/progress';
import { decideRecordJobProgress } from '../../domain/analysis-jobs/record-job-progress';
import { decideRecordOutputRemoved } from '../../domain/analysis-jobs/record-output-removed';
import { decideRequestAnalysisJob } from '../../domain/analysis-jobs/request-analysis-job';
import { decideStartAnalysisJob } from '../../domain/analysis-jobs/start-analysis-job';
import { deciderSpec } from '../support/decider-spec';

const ref = { jobId: 'j1', kind: 'what-if' as const, practiceId: 'PR-1' };
const at = (s: number) => new Date(Date.UTC(2026, 9, 1, 12, 0, s));
const requested: AnalysisJobEvent = { type: 'AnalysisJobRequested', data: { ...ref, label: 'Test', params: { a: 1 }, requestedAt: at(0).toISOString() } };
const started = (attempt: number, s = 1): AnalysisJobEvent => ({ type: 'AnalysisJobStarted', data: { ...ref, attempt, startedAt: at(s).toISOString() } });
const progressed = (attempt: number, done: number, s: number): AnalysisJobEvent => ({ type: 'AnalysisJobProgressed', data: { ...ref, attempt, done, total: 100, ratePerSecond: 10, etaSeconds: 5, at: at(s).toISOString() } });
const completed: AnalysisJobEvent = { type: 'AnalysisJobCompleted', data: { ...ref, attempt: 1, result: { rows: 3 }, completedAt: at(9).toISOString(), seconds: 8 } };
const deleted: AnalysisJobEvent = { type: 'AnalysisJobDeleted', data: { ...ref, deletedAt: at(10).toISOString() } };

const spec = <C>(decide: (c: C, s: ReturnType<typeof analysisJobDecider.initialState>) => AnalysisJobEvent[]) => deciderSpec({ initial: analysisJobDecider.initialState, evolve: analysisJobDecider.evolve, decide });

describe('analysis jobs: the request', () => {
  const request = spec(decideRequestAnalysisJob);
  it('appends the request with its kind, practice, label and parameters', () =>
    request.given([]).when({ ...ref, label: 'Test', params: { a: 1 }, now: at(0) }).then([requested]));
  it('refuses a second request on the same stream', () => request.given([requested]).when({ ...ref, label: 'Again', params: {}, now: at(1) }).thenThrows({ code: 'ANALYSIS_JOB_EXISTS', kind: 'conflict' }));
});

describe('analysis jobs: runs', () => {
  const start = spec(decideStartAnalysisJob);
  it('starts the first run', () => start.given([requested]).when({ now: at(1) }).then([started(1)]));
  it('starts run 2 over a run cut short (still running)', () => start.given([requested, started(1), progressed(1, 40, 3)]).when({ now: at(5) }).then([started(2, 5)]));
  it('does nothing for a finished job (a replayed queue job)', () => start.given([requested, started(1), completed]).when({ now: at(11) }).then([]));
  it('does nothing for a deleted job', () => start.given([requested, deleted]).when({ now: at(11) }).then([]));
  it('does nothing for a job that does not exist', () => start.given([]).when({ now: at(1) }).then([]));
});

describe('analysis jobs: progress, at most once a second, only from the current run', () => {
  const progress = spec(decideRecordJobProgress);
  const figures = { done: 40, total: 100, ratePerSecond: 10, etaSeconds: 5 };
  it('records the current run’s progress', () => progress.given([requested, started(1)]).when({ ...figures, attempt: 1, now: at(3) }).then([{ ...progressed(1, 40, 3) }]));
  it('records nothing less than a second after the last', () => progress.given([requested, started(1), progressed(1, 30, 3)]).when({ ...figures, attempt: 1, now: new Date(at(3).getTime() + 999) }).then([]));
  it('records nothing when nothing moved', () => progress.given([requested, started(1), progressed(1, 40, 3)]).when({ ...figures, attempt: 1, now: at(6) }).then([]));
  it('refuses an older run (a later one took over): that run stops', () =>
    progress.given([requested, started(1), started(2, 4)]).when({ ...figures, attempt: 1, now: at(6) }).thenThrows({ code: 'ANALYSIS_JOB_SUPERSEDED' }));
  it('refuses a run of a deleted job: it stops', () => progress.given([requested, started(1), deleted]).when({ ...figures, attempt: 1, now: at(11) }).thenThrows({ code: 'ANALYSIS_JOB_DELETED' }));
});

describe('analysis jobs: the outcome, once', () => {
  const complete = spec(decideCompleteAnalysisJob);
  const fail = spec(decideFailAnalysisJob);
  it('records the current run’s outcome', () => complete.given([requested, started(1)]).when({ attempt: 1, result: { rows: 3 }, now: at(9), seconds: 8 }).then([completed]));
  it('records it once (a run repeated after its outcome was recorded)', () => complete.given([requested, started(1), completed]).when({ attempt: 1, result: { rows: 3 }, now: at(12), seconds: 8 }).then([]));
  it('refuses the outcome of a superseded run', () => complete.given([requested, started(1), started(2, 4)]).when({ attempt: 1, result: {}, now: at(9), seconds: 8 }).thenThrows({ code: 'ANALYSIS_JOB_SUPERSEDED' }));
  it('refuses the outcome of a deleted job (the run removes what it built)', () => complete.given([requested, started(1), deleted]).when({ attempt: 1, result: {}, now: at(11), seconds: 8 }).thenThrows({ code: 'ANALYSIS_JOB_DELETED' }));
  it('records a failure with a short reason', () =>
    fail.given([requested, started(1)]).when({ attempt: 1, reason: `  ${'x'.repeat(400)}  `, now: at(9) }).then([{ type: 'AnalysisJobFailed', data: { ...ref, attempt: 1, reason: 'x'.repeat(300), failedAt: at(9).toISOString() } }]));
  it('records no failure after the outcome, for an older run, or for a deleted job', () => {
    fail.given([requested, started(1), completed]).when({ attempt: 1, reason: 'late', now: at(12) }).then([]);
    fail.given([requested, started(1), started(2)]).when({ attempt: 1, reason: 'old', now: at(12) }).then([]);
    fail.given([requested, started(1), deleted]).when({ attempt: 1, reason: 'gone', now: at(12) }).then([]);
  });
});

describe('analysis jobs: deletion', () => {
  const del = spec(decideDeleteAnalysisJob);
  const removed = spec(decideRecordOutputRemoved);
  it('deletes a job in any state', () => {
    for (const given of [[requested], [requested, started(1)], [requested, started(1), completed]]) del.given(given).when({ now: at(10) }).then([deleted]);
  });
  it('answers 404 for a job deleted already, or one that never was', () => {
    del.given([requested, deleted]).when({ now: at(12) }).thenThrows({ kind: 'not_found', code: 'ANALYSIS_JOB_NOT_FOUND' });
    del.given([]).when({ now: at(12) }).thenThrows({ kind: 'not_found' });
  });
  it('records the removal of its output once, after a deletion only', () => {
    removed.given([requested, deleted]).when({ now: at(12) }).then([{ type: 'AnalysisJobOutputRemoved', data: { ...ref, removedAt: at(12).toISOString() } }]);
    removed.given([requested, deleted, { type: 'AnalysisJobOutputRemoved', data: { ...ref, removedAt: at(12).toISOString() } }]).when({ now: at(13) }).then([]);
    removed.given([requested, started(1), completed]).when({ now: at(13) }).then([]);
  });
});

describe('analysis jobs: progress figures', () => {
  it('computes the rate and the time left from what is done so far', () => {
    expect(progressFigures(250, 1000, 5000)).toEqual({ done: 250, total: 1000, ratePerSecond: 50, etaSeconds: 15 });
    expect(progressFigures(0, 1000, 5000)).toEqual({ done: 0, total: 1000, ratePerSecond: 0, etaSeconds: 0 });
    // A total that was an estimate is never below what was done.
    expect(progressFigures(1200, 1000, 6000).total).toBe(1200);
  });
  it('shows percent and time left in words', () => {
    expect([percentDone(1, 3), percentDone(3, 3), percentDone(5, 0)]).toEqual([33, 100, 0]);
    expect([formatEta(12.4), formatEta(65), formatEta(3725)]).toEqual(['12 s', '1 min 05 s', '1 h 02 min']);
  });
});
