import { DomainError } from '../shared/errors';
import { formatLocalDateTime, localParts, localToInstantMs } from './local-time';
import { INVALID_AS_OF, TIME_TRAVEL_MESSAGES } from './messages';

/**
 * The moment a user asks the reports "as of" (issue #32, D-762): a day and an optional time
 * (HH:MM) on the practice's clock. With a time, the snapshot holds everything up to the end of
 * that minute (what the screens show as that minute); without one, up to the end of that day —
 * as `npm run projections -- rebuild --as-of DAY` does for a UTC day. The moment must be over
 * (not in the future) and not before the first event the log holds.
 */
export interface SnapshotMomentInput {
  asOfDate: string;
  asOfTime?: string | null | undefined;
}

export interface SnapshotMoment {
  /** ISO instant: every event that occurred at or before it is in the snapshot. */
  cutoff: string;
  cutoffMs: number;
  /** "10/01/2026 3:30 PM" (or "10/01/2026, end of day") on the practice's clock. */
  label: string;
  /** The instant as a key part (one snapshot per practice and instant): YYYYMMDDhhmmssSSS, UTC. */
  key: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const isRealDay = (day: string): boolean => {
  if (!DAY.test(day)) return false;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
};

export const isTimeOfDay = (time: string): boolean => TIME.test(time);

const refuse = (field: 'asOfDate' | 'asOfTime', message: string) => new DomainError('validation', INVALID_AS_OF, message, { field });

export function snapshotMoment(input: SnapshotMomentInput, facts: { timeZone: string; now: Date; earliestMs: number | null }): SnapshotMoment {
  const day = input.asOfDate.trim();
  const time = (input.asOfTime ?? '').trim();
  if (!day) throw refuse('asOfDate', TIME_TRAVEL_MESSAGES.dateRequired);
  if (!isRealDay(day)) throw refuse('asOfDate', TIME_TRAVEL_MESSAGES.dateInvalid);
  if (time && !isTimeOfDay(time)) throw refuse('asOfTime', TIME_TRAVEL_MESSAGES.timeInvalid);
  const { timeZone, now } = facts;
  const today = localParts(now.getTime(), timeZone).day;
  if (day > today) throw refuse('asOfDate', TIME_TRAVEL_MESSAGES.dayToCome(`${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`));
  const cutoffMs = time ? localToInstantMs(day, `${time}:59.999`, timeZone) : localToInstantMs(day, '23:59:59.999', timeZone);
  if (cutoffMs > now.getTime()) {
    if (!time) throw refuse('asOfDate', TIME_TRAVEL_MESSAGES.dayNotOver);
    throw refuse('asOfTime', TIME_TRAVEL_MESSAGES.future(formatLocalDateTime(now.getTime() - 60_000, timeZone)));
  }
  if (facts.earliestMs === null) throw refuse('asOfDate', TIME_TRAVEL_MESSAGES.noHistory);
  if (cutoffMs < facts.earliestMs) throw refuse('asOfDate', TIME_TRAVEL_MESSAGES.beforeHistory(formatLocalDateTime(facts.earliestMs, timeZone)));
  const cutoff = new Date(cutoffMs).toISOString();
  const label = time ? formatLocalDateTime(cutoffMs, timeZone) : `${formatLocalDateTime(cutoffMs, timeZone).slice(0, 10)}, end of day`;
  return { cutoff, cutoffMs, label, key: cutoff.replace(/[-:TZ.]/g, '') };
}

/** A snapshot's id is the schema its tables live in: one per job (`asof_j` + the job id's hex). */
export function snapshotIdOf(jobId: string): string {
  return `asof_j${jobId.replace(/-/g, '').toLowerCase()}`;
}

export const SNAPSHOT_JOB_ID = /^asof_j[0-9a-f]{32}$/;

/** The job id a snapshot id was made from (null for a snapshot built on the command line). */
export function jobIdOfSnapshot(snapshotId: string): string | null {
  if (!SNAPSHOT_JOB_ID.test(snapshotId)) return null;
  const h = snapshotId.slice('asof_j'.length);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
