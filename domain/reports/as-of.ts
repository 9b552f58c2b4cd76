/**
 * As-of snapshots of the reports (issue #6 "time travel", D-180): `rebuild NAME --as-of DATE`
 * replays every event whose metadata.occurredAt is at or before the cutoff into its own schema.
 * DATE is a calendar day (YYYY-MM-DD: the end of that day, UTC) or a full ISO instant with a time
 * zone (Z or ±hh:mm). The snapshot id is also its schema name: `asof_20261001` for a day,
 * `asof_20261001_153000` for an instant (`_123` added for milliseconds). Pure.
 */
export interface AsOfCutoff {
  /** The cutoff as an ISO instant (UTC): events at or before it are in the snapshot. */
  cutoff: string;
  cutoffMs: number;
  /** Snapshot id = schema name. */
  id: string;
}

export const AS_OF_HELP =
  'DATE is YYYY-MM-DD (the end of that day, 23:59:59.999 UTC) or an ISO instant such as 2026-10-01T15:30:00Z; every event that occurred at or before it is replayed.';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Parses an --as-of value; throws an Error with a plain message when it is not one. */
export function parseAsOf(input: string): AsOfCutoff {
  const value = input.trim();
  if (DAY.test(value)) {
    const ms = Date.parse(`${value}T23:59:59.999Z`);
    if (Number.isNaN(ms) || !new Date(ms).toISOString().startsWith(value)) throw new Error(`Not a real date: ${value}. ${AS_OF_HELP}`);
    return { cutoff: new Date(ms).toISOString(), cutoffMs: ms, id: `asof_${value.replace(/-/g, '')}` };
  }
  if (INSTANT.test(value)) {
    const ms = Date.parse(value);
    if (Number.isNaN(ms)) throw new Error(`Not a real instant: ${value}. ${AS_OF_HELP}`);
    const iso = new Date(ms).toISOString();
    const time = iso.slice(11, 19).replace(/:/g, '');
    const millis = iso.slice(20, 23);
    return { cutoff: iso, cutoffMs: ms, id: `asof_${iso.slice(0, 10).replace(/-/g, '')}_${time}${millis === '000' ? '' : `_${millis}`}` };
  }
  throw new Error(`Not a date: "${value}". ${AS_OF_HELP}`);
}

/** True when an event that occurred at `occurredAt` belongs in a snapshot with this cutoff. */
export function occurredBy(occurredAt: string, cutoffMs: number): boolean {
  const ms = Date.parse(occurredAt);
  return !Number.isNaN(ms) && ms <= cutoffMs;
}

/** Snapshot ids are schema names we made: only these may ever be looked up. */
export const SNAPSHOT_ID = /^asof_\d{8}(_\d{6}(_\d{3})?)?$/;
