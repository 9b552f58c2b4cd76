import { zoneOffsetMs } from '../reports/report-days';

const HALF_DAY_MS = 12 * 3_600_000;

/**
 * Local wall-clock time in a practice's time zone → the instant, pure (the offsets of
 * report-days). A wall time that happens twice (clocks going back) is its first occurrence; one
 * that does not exist (the hour skipped when clocks go forward) is read with the offset before the
 * change, i.e. an hour later on the clock.
 */
export function localToInstantMs(day: string, time: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh = 0, mm = 0, ss = 0, ms = 0] = time.split(/[:.]/).map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm, ss, ms);
  const before = wall - zoneOffsetMs(wall - HALF_DAY_MS, timeZone);
  const after = wall - zoneOffsetMs(wall + HALF_DAY_MS, timeZone);
  const valid = [before, after].filter((t) => t + zoneOffsetMs(t, timeZone) === wall);
  return valid.length ? Math.min(...valid) : before;
}

/** The wall-clock day (YYYY-MM-DD) and time (HH:mm) of an instant in a time zone. */
export function localParts(ms: number, timeZone: string): { day: string; time: string } {
  const iso = new Date(ms + zoneOffsetMs(ms, timeZone)).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** "10/01/2026 3:30 PM" in the time zone (the product's MM/DD/YYYY with a 12-hour clock). */
export function formatLocalDateTime(ms: number, timeZone: string): string {
  const { day, time } = localParts(ms, timeZone);
  const [y, mo, d] = day.split('-');
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${mo}/${d}/${y} ${hour12}:${String(mi).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
