import type { Granularity } from '@domain/reports/api-schemas';
import { formatLocalDateTime } from '@/lib/format';

/**
 * Calendar-day arithmetic for the report screens. Days are ISO `YYYY-MM-DD` strings, as in the
 * report contract (calendar days at the order's location); all arithmetic is done in UTC so no
 * browser time zone or daylight-saving change can move a day.
 */

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function toDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(toDate(day).getTime() + days * DAY_MS));
}

/** Days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
}

export function minDay(a: string, b: string): string {
  return a <= b ? a : b;
}

export function maxDay(a: string, b: string): string {
  return a >= b ? a : b;
}

/** The calendar day of an instant in a time zone (the practice location's), e.g. "today" there. */
export function isoDayIn(instant: Date | string, timeZone?: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  }
}

export const RANGE_PRESETS = ['last7', 'last30', 'last90', 'month', 'ytd', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  month: 'This month',
  ytd: 'Year to date',
  custom: 'Custom range',
};

export function isRangePreset(value: string | null | undefined): value is RangePreset {
  return (RANGE_PRESETS as readonly string[]).includes(value ?? '');
}

export interface DayRange {
  from: string;
  to: string;
}

/** The days of a preset ending `today` (inclusive on both ends); undefined for "custom". */
export function presetRange(preset: RangePreset, today: string): DayRange | undefined {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'ytd':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      return undefined;
  }
}

/** The preset a range is (so a shared link shows "Last 30 days"), else "custom". */
export function presetOf(range: DayRange, today: string): RangePreset {
  for (const preset of RANGE_PRESETS) {
    const r = presetRange(preset, today);
    if (r && r.from === range.from && r.to === range.to) return preset;
  }
  return 'custom';
}

/** A readable default granularity: days up to a month, weeks up to four months, then months. */
export function defaultGranularity(range: DayRange): Granularity {
  const days = daysBetween(range.from, range.to) + 1;
  if (days <= 31) return 'day';
  if (days <= 120) return 'week';
  return 'month';
}

/** The part of a report period inside the chosen range (a week or month may start before `from`). */
export function clipToRange(period: DayRange, range: DayRange): DayRange {
  return { from: maxDay(period.from, range.from), to: minDay(period.to, range.to) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** MM/dd/yyyy (spec point 5) for a calendar day. */
export function formatDay(day: string): string {
  return isIsoDay(day) ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : day;
}

/** A period's name in tables: "11/03/2026", "Week of 11/02/2026", "Nov 2026". */
export function periodLabel(period: string, granularity: Granularity): string {
  if (granularity === 'month') return `${MONTHS[Number(period.slice(5, 7)) - 1] ?? ''} ${period.slice(0, 4)}`;
  if (granularity === 'week') return `Week of ${formatDay(period)}`;
  return formatDay(period);
}

/** A period in a sentence: "on 11/03/2026", "in the week of 11/02/2026", "in Nov 2026". */
export function periodPhrase(period: string, granularity: Granularity): string {
  if (granularity === 'day') return `on ${formatDay(period)}`;
  if (granularity === 'week') return `in the week of ${formatDay(period)}`;
  return `in ${periodLabel(period, granularity)}`;
}

/** A short chart-axis tick: "11/03", or "Nov 26" by month. */
export function periodTick(period: string, granularity: Granularity): string {
  if (granularity === 'month') return `${MONTHS[Number(period.slice(5, 7)) - 1] ?? ''} ${period.slice(2, 4)}`;
  return `${period.slice(5, 7)}/${period.slice(8, 10)}`;
}

/** An instant as MM/dd/yyyy h:mm AM in the browser's zone (snapshot times). */
export function formatInstantDateTime(value: string): string {
  return formatLocalDateTime(value);
}
