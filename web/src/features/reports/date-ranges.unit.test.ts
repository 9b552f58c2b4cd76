import { describe, expect, it } from 'vitest';
import {
  addDays,
  clipToRange,
  daysBetween,
  defaultGranularity,
  formatDay,
  isIsoDay,
  isoDayIn,
  periodLabel,
  periodPhrase,
  presetOf,
  presetRange,
} from './date-ranges';

describe('calendar days', () => {
  it.each([
    ['2026-11-03', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['11/03/2026', false],
    ['', false],
  ])('%s is a valid ISO day: %s', (day, valid) => {
    expect(isIsoDay(day)).toBe(valid);
  });

  it('adds days across months, years and the daylight-saving change', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it('gives the day of an instant in the practice time zone', () => {
    // 03:30 UTC on Nov 4 is still Nov 3 in Chicago.
    expect(isoDayIn('2026-11-04T03:30:00Z', 'America/Chicago')).toBe('2026-11-03');
    expect(isoDayIn('2026-11-04T03:30:00Z', 'UTC')).toBe('2026-11-04');
  });

  it('shows days as MM/dd/yyyy (spec point 5)', () => {
    expect(formatDay('2026-11-03')).toBe('11/03/2026');
  });
});

describe('range presets', () => {
  const today = '2026-11-03';
  it.each([
    ['last7', '2026-10-28'],
    ['last30', '2026-10-05'],
    ['last90', '2026-08-06'],
    ['month', '2026-11-01'],
    ['ytd', '2026-01-01'],
  ] as const)('%s runs from %s to today, both included', (preset, from) => {
    expect(presetRange(preset, today)).toEqual({ from, to: today });
  });

  it('has no days for a custom range', () => {
    expect(presetRange('custom', today)).toBeUndefined();
  });

  it('recognises a preset from its days, else calls the range custom', () => {
    expect(presetOf({ from: '2026-10-28', to: today }, today)).toBe('last7');
    expect(presetOf({ from: '2026-10-27', to: today }, today)).toBe('custom');
  });

  it.each([
    [{ from: '2026-10-05', to: '2026-11-03' }, 'day'],
    [{ from: '2026-10-04', to: '2026-11-03' }, 'day'],
    [{ from: '2026-10-03', to: '2026-11-03' }, 'week'],
    [{ from: '2026-07-06', to: '2026-11-02' }, 'week'],
    [{ from: '2026-01-01', to: '2026-11-03' }, 'month'],
  ] as const)('picks a readable granularity for %o: %s', (range, granularity) => {
    expect(defaultGranularity(range)).toBe(granularity);
  });
});

describe('periods', () => {
  it('clips a week or month that starts before the range to the range', () => {
    expect(clipToRange({ from: '2026-11-02', to: '2026-11-08' }, { from: '2026-11-04', to: '2026-11-06' })).toEqual({ from: '2026-11-04', to: '2026-11-06' });
    expect(clipToRange({ from: '2026-11-02', to: '2026-11-08' }, { from: '2026-10-01', to: '2026-12-01' })).toEqual({ from: '2026-11-02', to: '2026-11-08' });
  });

  it('names periods for tables and sentences', () => {
    expect(periodLabel('2026-11-03', 'day')).toBe('11/03/2026');
    expect(periodLabel('2026-11-02', 'week')).toBe('Week of 11/02/2026');
    expect(periodLabel('2026-11-01', 'month')).toBe('Nov 2026');
    expect(periodPhrase('2026-11-03', 'day')).toBe('on 11/03/2026');
    expect(periodPhrase('2026-11-02', 'week')).toBe('in the week of 11/02/2026');
    expect(periodPhrase('2026-11-01', 'month')).toBe('in Nov 2026');
  });
});
