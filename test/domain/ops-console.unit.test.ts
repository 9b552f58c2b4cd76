import { describe, expect, it } from 'vitest';
import type { JobRetryRequested, ProjectionOpsEvent } from '../../domain/ops/events';
import { OPS_CODES, OPS_MESSAGES } from '../../domain/ops/messages';
import { decidePauseProjection } from '../../domain/ops/pause-projection';
import { evolveProjectionOps, initialProjectionOpsState } from '../../domain/ops/projection-ops-decider';
import { decideCompleteProjectionRebuild, decideFailProjectionRebuild, decideRecordRebuildProgress, decideStartProjectionRebuild } from '../../domain/ops/rebuild-run';
import { decideRequestProjectionRebuild, rebuildStale } from '../../domain/ops/request-projection-rebuild';
import { redactErrorText } from '../../domain/ops/redact-error';
import { decideResumeProjection } from '../../domain/ops/resume-projection';
import { decideRetryJobs } from '../../domain/ops/retry-jobs';
import { describeEvent } from '../../domain/history/describe-event';
import { deciderSpec } from '../support/decider-spec';

const now = new Date('2026-03-02T10:00:00.000Z');
const at = now.toISOString();
const paused: ProjectionOpsEvent = { type: 'ProjectionPaused', data: { projection: 'orders', pausedAt: at } };
const requested: ProjectionOpsEvent = { type: 'ProjectionRebuildRequested', data: { projection: 'orders', rebuildId: 'r1', requestedAt: at } };
const started: ProjectionOpsEvent = { type: 'ProjectionRebuildStarted', data: { projection: 'orders', rebuildId: 'r1', processId: 'w1', startedAt: at } };

const spec = <C>(decide: (c: C, s: ReturnType<typeof initialProjectionOpsState>) => ProjectionOpsEvent[]) => deciderSpec({ initial: initialProjectionOpsState, evolve: evolveProjectionOps, decide });

describe('pause and resume', () => {
  const pause = spec(decidePauseProjection);
  const resume = spec(decideResumeProjection);
  it('pauses a running projection and resumes a paused one', () => {
    pause.given([]).when({ projection: 'orders', known: true, now }).then([paused]);
    resume.given([paused]).when({ projection: 'orders', known: true, now }).then([{ type: 'ProjectionResumed', data: { projection: 'orders', resumedAt: at } }]);
  });
  it('refuses an unknown projection, a second pause, a resume of a running one and the console’s own read model', () => {
    pause.given([]).when({ projection: 'nope', known: false, now }).thenThrows({ kind: 'not_found', code: OPS_CODES.unknownProjection, message: OPS_MESSAGES.unknownProjection });
    pause.given([paused]).when({ projection: 'orders', known: true, now }).thenThrows({ kind: 'conflict', code: OPS_CODES.alreadyPaused });
    resume.given([]).when({ projection: 'orders', known: true, now }).thenThrows({ kind: 'conflict', code: OPS_CODES.notPaused, message: OPS_MESSAGES.notPaused });
    resume.given([paused, { type: 'ProjectionResumed', data: { projection: 'orders', resumedAt: at } }]).when({ projection: 'orders', known: true, now }).thenThrows({ code: OPS_CODES.notPaused });
    pause.given([]).when({ projection: 'ops_controls', known: true, now }).thenThrows({ kind: 'rule', code: OPS_CODES.ownReadModel });
  });
});

describe('rebuilds', () => {
  const request = spec(decideRequestProjectionRebuild);
  it('one at a time: refused while one runs, unless it was abandoned', () => {
    request.given([]).when({ projection: 'orders', rebuildId: 'r1', known: true, runningRebuildAbandoned: false, now }).then([requested]);
    request.given([requested, started]).when({ projection: 'orders', rebuildId: 'r2', known: true, runningRebuildAbandoned: false, now }).thenThrows({ kind: 'conflict', code: OPS_CODES.rebuildRunning, message: OPS_MESSAGES.rebuildRunning });
    request.given([requested]).when({ projection: 'orders', rebuildId: 'r2', known: true, runningRebuildAbandoned: true, now }).then([{ type: 'ProjectionRebuildRequested', data: { projection: 'orders', rebuildId: 'r2', requestedAt: at } }]);
    request.given([]).when({ projection: 'x', rebuildId: 'r1', known: false, runningRebuildAbandoned: false, now }).thenThrows({ code: OPS_CODES.unknownProjection });
    request.given([]).when({ projection: 'reactor_welcome_email', rebuildId: 'r1', known: true, runningRebuildAbandoned: false, now }).thenThrows({ kind: 'rule', code: OPS_CODES.notRebuildable });
  });
  it('is taken by exactly one worker', () => {
    spec(decideStartProjectionRebuild).given([requested]).when({ rebuildId: 'r1', processId: 'w1', now }).then([started]);
    spec(decideStartProjectionRebuild).given([requested, started]).when({ rebuildId: 'r1', processId: 'w2', now }).thenThrows({ code: OPS_CODES.rebuildTaken });
    spec(decideStartProjectionRebuild).given([]).when({ rebuildId: 'r1', processId: 'w1', now }).thenThrows({ code: OPS_CODES.rebuildNotRunning });
  });
  it('records progress at most once a second, and only from its taker', () => {
    const progress = spec(decideRecordRebuildProgress);
    const figures = { rebuildId: 'r1', processId: 'w1', applied: 10, total: 100, eventsPerSecond: 50.4, etaSeconds: 1.84 };
    const first: ProjectionOpsEvent = { type: 'ProjectionRebuildProgressed', data: { projection: 'orders', rebuildId: 'r1', applied: 10, total: 100, eventsPerSecond: 50, etaSeconds: 1.8, at } };
    progress.given([requested, started]).when({ ...figures, now }).then([first]);
    progress.given([requested, started, first]).when({ ...figures, applied: 20, now: new Date(now.getTime() + 500) }).then([]);
    progress.given([requested, started, first]).when({ ...figures, now: new Date(now.getTime() + 2000) }).then([]);
    expect(spec(decideRecordRebuildProgress).given([requested, started, first]).when({ ...figures, applied: 20, now: new Date(now.getTime() + 1000) })).toBeDefined();
    progress.given([requested, started]).when({ ...figures, processId: 'w2', now }).thenThrows({ code: OPS_CODES.rebuildTaken });
  });
  it('ends completed or failed, after which a new one may be asked for', () => {
    const done = decideCompleteProjectionRebuild({ rebuildId: 'r1', processId: 'w1', applied: 5, seconds: 1.23, now }, [requested, started].reduce(evolveProjectionOps, initialProjectionOpsState()));
    expect(done[0]!.data).toMatchObject({ applied: 5, seconds: 1.2 });
    const failed = decideFailProjectionRebuild({ rebuildId: 'r1', processId: 'w1', reason: 'The rebuild could not finish.', now }, [requested, started].reduce(evolveProjectionOps, initialProjectionOpsState()));
    const after = [requested, started, failed[0]!].reduce(evolveProjectionOps, initialProjectionOpsState());
    expect(after.rebuild).toBeNull();
    request.given([requested, started, done[0]!]).when({ projection: 'orders', rebuildId: 'r2', known: true, runningRebuildAbandoned: false, now }).then([{ type: 'ProjectionRebuildRequested', data: { projection: 'orders', rebuildId: 'r2', requestedAt: at } }]);
  });
  it('a rebuild nobody moved for a minute is stale', () => {
    const state = [requested].reduce(evolveProjectionOps, initialProjectionOpsState());
    expect(rebuildStale(state, new Date(now.getTime() + 59_000))).toBe(false);
    expect(rebuildStale(state, new Date(now.getTime() + 61_000))).toBe(true);
  });
});

describe('retries', () => {
  it('one job, all of a queue, and the refusals', () => {
    const one: JobRetryRequested = { type: 'JobRetryRequested', data: { queue: 'send-email', jobId: 'j1', jobs: 1, requestedAt: at } };
    expect(decideRetryJobs({ queue: 'send-email', jobId: 'j1', knownQueue: true, retryable: 1, now })).toEqual([one]);
    expect(decideRetryJobs({ queue: 'send-email', jobId: null, knownQueue: true, retryable: 3, now })[0]!.data).toMatchObject({ jobId: null, jobs: 3 });
    expect(() => decideRetryJobs({ queue: 'send-email', jobId: 'gone', knownQueue: true, retryable: 0, now })).toThrow(OPS_MESSAGES.jobNotFound);
    expect(() => decideRetryJobs({ queue: 'send-email', jobId: null, knownQueue: true, retryable: 0, now })).toThrow(OPS_MESSAGES.nothingToRetry);
    expect(() => decideRetryJobs({ queue: 'nope', jobId: null, knownQueue: false, retryable: 0, now })).toThrow(OPS_MESSAGES.unknownQueue);
  });
});

describe('in words', () => {
  it('each action reads as a sentence in the audit trail', () => {
    expect(describeEvent({ ...paused, streamId: 'ops-projection-orders' })).toBe('Projection orders paused');
    expect(describeEvent({ type: 'JobRetryRequested', data: { queue: 'send-email', jobId: null, jobs: 2 }, streamId: 'ops-queue-send-email' })).toBe('Retry of all 2 failed jobs of queue send-email requested');
  });
  it('an error shown to an operator names no person', () => {
    expect(redactErrorText('550 5.1.1 <jane.doe@example.com>: Recipient address rejected; call +1 (512) 555-0101')).toBe('550 5.1.1 <[e-mail]>: Recipient address rejected; call [number]');
    expect(redactErrorText(null)).toBeNull();
  });
});

describe('the live channel', () => {
  it('sends the console’s events to operators only', async () => {
    const { mayReceive } = await import('../../domain/live/live-audience');
    expect(mayReceive({ kind: 'ops' }, { accountNumber: 'OP1', customerGroup: 'Operator' })).toBe(true);
    for (const group of ['CSR', 'Analyst', 'Staff', 'Practice', 'Patient']) expect(mayReceive({ kind: 'ops' }, { accountNumber: 'X', customerGroup: group, practiceId: 'PR-1' })).toBe(false);
  });
});
