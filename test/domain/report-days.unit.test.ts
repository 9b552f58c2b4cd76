import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, lastDays, localDay, monthStart, periodsOfRange, periodStart, todayIn, usDate, weekStart } from '../../domain/reports/report-days';
import { STATE_TIME_ZONES, timeZoneOfState } from '../../domain/reports/time-zones';

describe('local days of the reports (D-170)', () => {
  it.each([
    // instant, zone, local day
    ['2026-11-02T03:30:00.000Z', 'America/Chicago', '2026-11-01'], // CST (UTC−6) after DST ended on Nov 1
    ['2026-11-01T04:30:00.000Z', 'America/Chicago', '2026-10-31'], // still CDT (UTC−5)
    ['2026-11-01T05:30:00.000Z', 'America/Chicago', '2026-11-01'],
    ['2026-03-08T07:59:00.000Z', 'America/Chicago', '2026-03-08'], // 01:59 CST, DST starts at 02:00
    ['2026-11-03T06:00:00.000Z', 'America/Los_Angeles', '2026-11-02'],
    ['2026-07-01T06:59:59.999Z', 'America/Los_Angeles', '2026-06-30'],
    ['2026-07-01T07:00:00.000Z', 'America/Los_Angeles', '2026-07-01'],
    ['2026-07-01T09:30:00.000Z', 'Pacific/Honolulu', '2026-06-30'],
    ['2026-07-01T06:30:00.000Z', 'America/Phoenix', '2026-06-30'], // no DST: UTC−7 all year
    ['2026-01-01T03:00:00.000Z', 'America/New_York', '2025-12-31'],
    ['2026-01-01T00:00:00.000Z', 'UTC', '2026-01-01'],
    ['2026-01-01T00:00:00.000Z', 'Not/AZone', '2026-01-01'], // unknown zone reads as UTC
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(localDay(instant, zone)).toBe(day);
  });

  it('the same instant twice gives the same day (cached offsets) and a malformed instant does not throw', () => {
    expect(localDay('2026-11-02T03:30:00.000Z', 'America/Chicago')).toBe(localDay('2026-11-02T03:30:00.000Z', 'America/Chicago'));
    expect(localDay('2026-05-05Tgarbage', 'America/Chicago')).toBe('2026-05-05');
    expect(localDay('garbage', 'America/Chicago')).toBe('1970-01-01');
    expect(todayIn('America/Chicago', new Date('2026-11-02T03:30:00.000Z'))).toBe('2026-11-01');
  });

  it('states to time zones: 50 states and DC, predominant zone; unknown → UTC', () => {
    const states = ['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'];
    for (const s of states) {
      expect(STATE_TIME_ZONES[s], s).toBeTruthy();
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: STATE_TIME_ZONES[s] })).not.toThrow();
    }
    expect([timeZoneOfState('tx'), timeZoneOfState(' WI '), timeZoneOfState('AZ'), timeZoneOfState('HI'), timeZoneOfState('ZZ'), timeZoneOfState(null)]).toEqual([
      'America/Chicago',
      'America/Chicago',
      'America/Phoenix',
      'Pacific/Honolulu',
      'UTC',
      'UTC',
    ]);
  });
});

describe('periods (D-171: weeks start on Monday, named by their first day in range)', () => {
  it('day arithmetic', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(lastDays('2026-11-30', 30)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(usDate('2026-11-03')).toBe('11/03/2026');
    expect(usDate(null)).toBe('');
  });

  it.each([
    ['2026-11-02', '2026-11-02'], // Monday
    ['2026-11-08', '2026-11-02'], // Sunday belongs to the week before
    ['2026-11-04', '2026-11-02'],
    ['2026-01-01', '2025-12-29'], // across a year
  ])('the week of %s starts %s', (d, monday) => {
    expect(weekStart(d)).toBe(monday);
    expect(periodStart(d, 'week')).toBe(monday);
  });

  it('months and days', () => {
    expect(monthStart('2026-02-17')).toBe('2026-02-01');
    expect(periodStart('2026-02-17', 'month')).toBe('2026-02-01');
    expect(periodStart('2026-02-17', 'day')).toBe('2026-02-17');
  });

  it('every period of a range, oldest first, clipped at both ends', () => {
    expect(periodsOfRange('2026-11-04', '2026-11-18', 'week')).toEqual([
      { key: '2026-11-02', period: '2026-11-04', periodEnd: '2026-11-08' },
      { key: '2026-11-09', period: '2026-11-09', periodEnd: '2026-11-15' },
      { key: '2026-11-16', period: '2026-11-16', periodEnd: '2026-11-18' },
    ]);
    expect(periodsOfRange('2026-01-15', '2026-03-10', 'month')).toEqual([
      { key: '2026-01-01', period: '2026-01-15', periodEnd: '2026-01-31' },
      { key: '2026-02-01', period: '2026-02-01', periodEnd: '2026-02-28' },
      { key: '2026-03-01', period: '2026-03-01', periodEnd: '2026-03-10' },
    ]);
    expect(periodsOfRange('2026-11-01', '2026-11-30', 'day')).toHaveLength(30);
    expect(periodsOfRange('2026-11-05', '2026-11-05', 'week')).toEqual([{ key: '2026-11-02', period: '2026-11-05', periodEnd: '2026-11-05' }]);
  });
});
