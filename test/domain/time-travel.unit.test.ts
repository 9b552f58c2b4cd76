import { describe, expect, it } from 'vitest';
import { analysisJobDecider } from '../../domain/analysis-jobs/analysis-job-decider';
import type { AnalysisJobEvent } from '../../domain/analysis-jobs/events';
import { timeTravelScope, mayFollowTimeTravel } from '../../domain/time-travel/access';
import { whatIfScope, mayFollowWhatIf } from '../../domain/what-if/access';
import { changedOrderFields, compareFigures, compareRows, ORDER_ROW_FIELDS } from '../../domain/time-travel/compare-figures';
import { formatLocalDateTime, localToInstantMs } from '../../domain/time-travel/local-time';
import { decideClaimSnapshotKey, snapshotKeyDecider } from '../../domain/time-travel/snapshot-key';
import { jobIdOfSnapshot, snapshotIdOf, snapshotMoment } from '../../domain/time-travel/snapshot-moment';
import { fold } from '../../domain/shared/decider';
import { deciderSpec } from '../support/decider-spec';

const CHICAGO = 'America/Chicago';
const facts = { timeZone: CHICAGO, now: new Date('2026-10-01T20:30:30.000Z'), earliestMs: Date.parse('2026-01-01T00:00:00.000Z') };

describe('time travel: the moment asked for, on the practice’s clock', () => {
  it('is the end of the minute given, in the practice’s time zone', () => {
    const m = snapshotMoment({ asOfDate: '2026-09-15', asOfTime: '15:30' }, facts);
    expect(m.cutoff).toBe('2026-09-15T20:30:59.999Z');
    expect(m.label).toBe('09/15/2026 3:30 PM');
    expect(m.key).toBe('20260915203059999');
  });

  it('is the end of the day without a time', () => {
    const m = snapshotMoment({ asOfDate: '2026-09-15', asOfTime: '' }, facts);
    expect(m.cutoff).toBe('2026-09-16T04:59:59.999Z');
    expect(m.label).toBe('09/15/2026, end of day');
  });

  it('reads a time skipped by the clocks going forward an hour later, and a time that happens twice as its first occurrence', () => {
    expect(new Date(localToInstantMs('2026-03-08', '02:30', CHICAGO)).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(new Date(localToInstantMs('2026-11-01', '01:30', CHICAGO)).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(formatLocalDateTime(Date.parse('2026-11-01T07:30:00.000Z'), CHICAGO)).toBe('11/01/2026 1:30 AM');
  });

  it.each([
    [{ asOfDate: '', asOfTime: '' }, 'asOfDate', 'Enter the date to look back to.'],
    [{ asOfDate: '2026-02-30', asOfTime: '' }, 'asOfDate', 'Enter a real date (MM/DD/YYYY).'],
    [{ asOfDate: '2026-09-15', asOfTime: '25:00' }, 'asOfTime', 'Enter a time as HH:MM (for example 15:30), or leave it empty for the end of the day.'],
    [{ asOfDate: '2026-10-01', asOfTime: '15:30' }, 'asOfTime', 'Choose a moment that has passed: the latest you can choose now is 10/01/2026 3:29 PM.'],
    [{ asOfDate: '2026-10-01', asOfTime: '' }, 'asOfDate', 'This day is not over yet: choose a time, or an earlier day.'],
    [{ asOfDate: '2027-01-01', asOfTime: '09:00' }, 'asOfDate', 'That day is still to come: choose 10/01/2026 or earlier.'],
    [{ asOfDate: '2025-12-30', asOfTime: '' }, 'asOfDate', 'Your history starts on 12/31/2025 6:00 PM: choose that moment or later.'],
  ])('refuses %j next to %s', (input, field, message) => {
    expect(() => snapshotMoment(input, facts)).toThrow(expect.objectContaining({ kind: 'validation', code: 'INVALID_AS_OF', message, details: { field } }));
  });

  it('refuses any moment while the log is empty', () => {
    expect(() => snapshotMoment({ asOfDate: '2026-09-15' }, { ...facts, earliestMs: null })).toThrow(expect.objectContaining({ message: 'There is no history to look back on yet.' }));
  });

  it('names a snapshot after its job, and finds the job again', () => {
    const jobId = '0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    expect(snapshotIdOf(jobId)).toBe('asof_j0199a1b2c3d47e5f8a9b0c1d2e3f4a5b');
    expect(jobIdOfSnapshot(snapshotIdOf(jobId))).toBe(jobId);
    expect(jobIdOfSnapshot('asof_20261001')).toBeNull();
  });
});

describe('time travel: one snapshot per practice and moment', () => {
  const job = (...more: AnalysisJobEvent[]) =>
    fold(analysisJobDecider, [{ type: 'AnalysisJobRequested', data: { jobId: 'j1', kind: 'report-snapshot', practiceId: 'PR-1', label: 'x', params: {}, requestedAt: '2026-10-01T00:00:00.000Z' } }, ...more]);
  const ref = { jobId: 'j1', kind: 'report-snapshot' as const, practiceId: 'PR-1' };
  const claimed = { type: 'ReportSnapshotKeyClaimed' as const, data: { key: 'PR-1-k', jobId: 'j1', claimedAt: '2026-10-01T00:00:00.000Z' } };
  const now = new Date('2026-10-01T00:10:00.000Z');
  const claim = (holder: ReturnType<typeof job> | undefined) => deciderSpec({ initial: snapshotKeyDecider.initialState, evolve: snapshotKeyDecider.evolve, decide: decideClaimSnapshotKey }).given([claimed]).when({ key: 'PR-1-k', jobId: 'j2', label: '10/01/2026 3:30 PM', now, holder });

  it('claims a free moment', () =>
    deciderSpec({ initial: snapshotKeyDecider.initialState, evolve: snapshotKeyDecider.evolve, decide: decideClaimSnapshotKey })
      .given([])
      .when({ key: 'PR-1-k', jobId: 'j2', label: 'x', now, holder: undefined })
      .then([{ type: 'ReportSnapshotKeyClaimed', data: { key: 'PR-1-k', jobId: 'j2', claimedAt: now.toISOString() } }]));
  it('refuses a second request while the first builds', () =>
    claim(job({ type: 'AnalysisJobStarted', data: { ...ref, attempt: 1, startedAt: now.toISOString() } })).thenThrows({ code: 'SNAPSHOT_BUILDING', message: 'A snapshot as of 10/01/2026 3:30 PM is already being built. Wait for it to finish.', details: { field: 'asOfDate' } }));
  it('refuses one when the moment has a ready snapshot', () =>
    claim(job({ type: 'AnalysisJobCompleted', data: { ...ref, attempt: 1, result: {}, completedAt: now.toISOString(), seconds: 1 } })).thenThrows({ code: 'SNAPSHOT_EXISTS' }));
  it('takes the moment over from a deleted or failed snapshot', () => {
    claim(job({ type: 'AnalysisJobDeleted', data: { ...ref, deletedAt: now.toISOString() } })).then([{ type: 'ReportSnapshotKeyClaimed', data: { key: 'PR-1-k', jobId: 'j2', claimedAt: now.toISOString() } }]);
    claim(job({ type: 'AnalysisJobFailed', data: { ...ref, attempt: 1, reason: 'x', failedAt: now.toISOString() } })).then([{ type: 'ReportSnapshotKeyClaimed', data: { key: 'PR-1-k', jobId: 'j2', claimedAt: now.toISOString() } }]);
  });
  it('counts a claim whose job stream is not appended yet as building for a minute, then free', () => {
    deciderSpec({ initial: snapshotKeyDecider.initialState, evolve: snapshotKeyDecider.evolve, decide: decideClaimSnapshotKey })
      .given([claimed])
      .when({ key: 'PR-1-k', jobId: 'j2', label: 'x', now: new Date('2026-10-01T00:00:30.000Z'), holder: undefined })
      .thenThrows({ code: 'SNAPSHOT_BUILDING' });
    deciderSpec({ initial: snapshotKeyDecider.initialState, evolve: snapshotKeyDecider.evolve, decide: decideClaimSnapshotKey })
      .given([claimed])
      .when({ key: 'PR-1-k', jobId: 'j2', label: 'x', now: new Date('2026-10-01T00:02:00.000Z'), holder: undefined })
      .then([{ type: 'ReportSnapshotKeyClaimed', data: { key: 'PR-1-k', jobId: 'j2', claimedAt: '2026-10-01T00:02:00.000Z' } }]);
  });
});

describe('time travel and what-if: who may use them (one rule each)', () => {
  it.each([
    ['Staff', true, false],
    ['Practice', true, true],
    ['Patient', false, false],
    ['CSR', false, false],
  ])('%s: time travel %s, what-if %s', (group, timeTravel, whatIf) => {
    const claims = { customerGroup: group as 'Staff', practiceId: 'PR-1' };
    if (timeTravel) expect(timeTravelScope(claims)).toEqual({ practiceId: 'PR-1' });
    else expect(() => timeTravelScope(claims)).toThrow(expect.objectContaining({ kind: 'forbidden' }));
    if (whatIf) expect(whatIfScope(claims)).toEqual({ practiceId: 'PR-1' });
    else expect(() => whatIfScope(claims)).toThrow(expect.objectContaining({ kind: 'forbidden' }));
    expect(mayFollowTimeTravel(claims, 'PR-1')).toBe(timeTravel);
    expect(mayFollowWhatIf(claims, 'PR-1')).toBe(whatIf);
    // Never another practice's.
    expect(mayFollowTimeTravel(claims, 'PR-2')).toBe(false);
    expect(mayFollowWhatIf(claims, 'PR-2')).toBe(false);
  });
  it('refuses an account without a practice', () => {
    expect(() => timeTravelScope({ customerGroup: 'Staff' })).toThrow(expect.objectContaining({ kind: 'forbidden' }));
  });
});

describe('time travel: then / now / change', () => {
  it('compares figures, a missing side counting zero', () => {
    expect(compareFigures(['orders', 'netSalesCents'], { orders: 3, netSalesCents: 1000 }, { orders: 4 })).toEqual({
      orders: { then: 3, now: 4, change: 1 },
      netSalesCents: { then: 1000, now: 0, change: -1000 },
    });
  });
  it('merges rows by key, now’s order first, and marks those that differ', () => {
    const then = [{ id: 'a', n: 1 }, { id: 'b', n: 2 }, { id: 'gone', n: 5 }];
    const now = [{ id: 'b', n: 2 }, { id: 'a', n: 3 }, { id: 'new', n: 1 }];
    const rows = compareRows(['n'], then, now, (r) => r.id, (r) => r);
    expect(rows.map((r) => [r.key, r.changed, r.figures.n.change])).toEqual([
      ['b', false, 0],
      ['a', true, 2],
      ['new', true, 1],
      ['gone', true, -5],
    ]);
  });
  it('names the order fields that changed since', () => {
    const then = Object.fromEntries(ORDER_ROW_FIELDS.map((f) => [f, null])) as Record<(typeof ORDER_ROW_FIELDS)[number], unknown>;
    const now = { ...then, status: 'shipped', trackingNumber: '1Z' };
    expect(changedOrderFields({ ...then, status: 'processing' }, now)).toEqual(['status', 'trackingNumber']);
    expect(changedOrderFields(then, null)).toEqual([...ORDER_ROW_FIELDS]);
  });
});
