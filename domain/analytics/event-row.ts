import { streamIdPart, streamTypeOf } from '../history/stream-types';
import { EVENT_FIELD_RULES } from '../privacy/event-field-rules';
import type { EventType } from '../privacy/event-types';
import type { PseudonymKind } from '../privacy/field-rules';
import { eventFieldColumns, eventTableName, type EventFieldColumn } from './export-tables';
import { streamPseudonymKind } from './pseudonym-rules';

/**
 * One event as a row of its event table (issue #32): the common columns, then each exported field
 * of its data by the personal-data list — pseudonymised, reduced to the year, or kept as its type.
 * Dropped fields never reach the row. Pure: the pseudonym function is given.
 */

export type CellValue = string | number | boolean | readonly string[] | null;
export type Pseudonymise = (kind: PseudonymKind, id: string) => string;

export interface LoggedEvent {
  type: string;
  data: unknown;
  streamId: string;
  globalPosition: number;
  metadata: { occurredAt: string; actor?: { accountNumber?: string; customerGroup?: string }; impersonator?: unknown };
}

export interface EventRow {
  table: string;
  /** UTC month of occurredAt, YYYY-MM. */
  month: string;
  values: CellValue[];
}

const columnCache = new Map<string, EventFieldColumn[]>();
const fieldColumnsOf = (type: EventType) => {
  let cols = columnCache.get(type);
  if (!cols) columnCache.set(type, (cols = eventFieldColumns(type)));
  return cols;
};

export const isClassifiedEventType = (type: string): type is EventType => Object.prototype.hasOwnProperty.call(EVENT_FIELD_RULES, type);

/** The value at a dotted path of an object (undefined when any step is missing). */
export function valueAt(data: unknown, path: string): unknown {
  let v: unknown = data;
  for (const key of path.split('.')) {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** Milliseconds of an ISO date or instant, or null. */
export function instantMs(v: unknown): number | null {
  if (typeof v !== 'string' || v === '') return null;
  const ms = Date.parse(v);
  return Number.isFinite(ms) ? ms : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** A year from `YYYY-…`, or null. */
export function yearOf(v: unknown): number | null {
  if (typeof v !== 'string' || !DAY.test(v)) return null;
  return Number(v.slice(0, 4));
}

export function cellOf(col: EventFieldColumn, raw: unknown, pseudonymise: Pseudonymise): CellValue {
  if (raw === undefined || raw === null) return null;
  const rule = col.rule;
  switch (rule.rule) {
    case 'pseudonymise':
      return typeof raw === 'string' || typeof raw === 'number' ? pseudonymise(rule.kind, String(raw)) : null;
    case 'year-only':
      return yearOf(raw);
    case 'keep':
      switch (rule.as) {
        case 'text':
          return typeof raw === 'string' ? raw : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : null;
        case 'int':
          return typeof raw === 'number' && Number.isFinite(raw) ? Math.trunc(raw) : null;
        case 'float':
          return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
        case 'bool':
          return typeof raw === 'boolean' ? raw : null;
        case 'timestamp':
          return instantMs(raw);
        case 'date':
          return typeof raw === 'string' && DAY.test(raw) ? raw.slice(0, 10) : null;
        case 'json':
          return JSON.stringify(raw);
        case 'text[]':
          return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : null;
      }
  }
}

export const monthOfInstant = (iso: string) => new Date(Date.parse(iso)).toISOString().slice(0, 7);

/** The event's row, or null for a type the list does not classify (it is not exported). */
export function eventRow(e: LoggedEvent, pseudonymise: Pseudonymise): EventRow | null {
  if (!isClassifiedEventType(e.type)) return null;
  const streamType = streamTypeOf(e.streamId);
  const actor = e.metadata.actor;
  const actorAccount = actor?.accountNumber;
  const values: CellValue[] = [
    e.globalPosition,
    pseudonymise(streamPseudonymKind(streamType), streamIdPart(e.streamId)),
    streamType,
    instantMs(e.metadata.occurredAt),
    actor?.customerGroup ?? null,
    !actorAccount ? null : actorAccount === 'system' ? 'system' : pseudonymise('account', actorAccount),
    e.metadata.impersonator !== undefined && e.metadata.impersonator !== null,
  ];
  for (const col of fieldColumnsOf(e.type)) values.push(cellOf(col, valueAt(e.data, col.path), pseudonymise));
  return { table: eventTableName(e.type), month: monthOfInstant(e.metadata.occurredAt), values };
}
