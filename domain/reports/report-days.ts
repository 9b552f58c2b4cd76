import type { Granularity } from './api-schemas';

/**
 * Calendar days of the reports (issue #6, D-170/D-171): an order belongs to the local day of its
 * location (`localDay`); weeks start on Monday, months on the 1st; a period is named by its first
 * day. Days are 'YYYY-MM-DD' strings throughout (they sort and compare as text). Pure.
 */

const DAY_MS = 86_400_000;
/** Offsets change only at quarter-hour boundaries (UTC) in every real zone, so one lookup per bucket. */
const BUCKET_MS = 15 * 60_000;
const MAX_CACHED_OFFSETS = 200_000;

const formatters = new Map<string, Intl.DateTimeFormat | null>();
const offsets = new Map<string, number>();

function formatterOf(timeZone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      f = null; // unknown zone: read as UTC
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC in ms at this instant (local = utc + offset). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const bucket = Math.floor(ms / BUCKET_MS);
  const key = `${timeZone}|${bucket}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const f = formatterOf(timeZone);
  let offset = 0;
  if (f) {
    const at = bucket * BUCKET_MS;
    const p: Record<string, number> = {};
    for (const part of f.formatToParts(new Date(at))) if (part.type !== 'literal') p[part.type] = Number(part.value);
    offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at;
  }
  if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** The calendar day (YYYY-MM-DD) an ISO instant falls on in a time zone. */
export function localDay(instant: string, timeZone: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return /^\d{4}-\d{2}-\d{2}/.test(instant) ? instant.slice(0, 10) : '1970-01-01';
  return new Date(ms + zoneOffsetMs(ms, timeZone)).toISOString().slice(0, 10);
}

/** Today in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDay(now.toISOString(), timeZone);
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return dayOf(dayMs(day) + n * DAY_MS);
}

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dayMs(b) - dayMs(a)) / DAY_MS);
}

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const dow = new Date(dayMs(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((dow + 6) % 7));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

function monthEnd(day: string): string {
  const d = new Date(dayMs(day));
  return dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
}

/** The first day of the (unclipped) period the day belongs to. */
export function periodStart(day: string, granularity: Granularity): string {
  return granularity === 'day' ? day : granularity === 'week' ? weekStart(day) : monthStart(day);
}

function naturalPeriodEnd(start: string, granularity: Granularity): string {
  return granularity === 'day' ? start : granularity === 'week' ? addDays(start, 6) : monthEnd(start);
}

export interface Period {
  /** First day of the period inside the range (the period's name). */
  period: string;
  /** Last day of the period inside the range. */
  periodEnd: string;
  /** The unclipped period start, the key days are grouped by. */
  key: string;
}

/**
 * Every period touching [from, to], oldest first, clipped to the range (D-171): a week that
 * starts before `from` is named by `from`, so "period..periodEnd" always selects exactly the days
 * whose figures the period holds (the dashboard's links to the orders behind a figure).
 */
export function periodsOfRange(from: string, to: string, granularity: Granularity): Period[] {
  const out: Period[] = [];
  let key = periodStart(from, granularity);
  while (key <= to) {
    const end = naturalPeriodEnd(key, granularity);
    out.push({ key, period: key < from ? from : key, periodEnd: end > to ? to : end });
    key = addDays(end, 1);
  }
  return out;
}

/** The last `days` days up to and including `today`. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Spec point 5 "Display": dates as MM/dd/yyyy. '' for a missing day. */
export function usDate(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}/.test(day)) return '';
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
}
