import { redact } from './redact';
import { streamTypeInfo, streamTypeOf } from './stream-types';

/**
 * The analyst export of the event log as NDJSON (issue #6): one JSON object per line, in the log's
 * global order, filtered by stream type and by the UTC calendar day of `occurredAt`, secrets
 * redacted (./redact.ts). Pure logic over an injected reader shaped like the event store port's
 * `readAll`, so the query API route and the CLI share it and it works on either adapter.
 * It reads page by page and yields line by line: the caller's stream pulls the next page only
 * when the consumer has taken the last one (backpressure), and the whole log is never in memory.
 */

export interface LogCheckpoint {
  transactionId: string;
  globalPosition: number;
}

export interface ExportableEvent {
  eventId: string;
  type: string;
  data: unknown;
  metadata: { occurredAt: string; schemaVersion: number; [extra: string]: unknown };
  streamId: string;
  globalPosition: number;
  transactionId: string;
}

export interface LogReader {
  readAll(options: { after?: LogCheckpoint; limit?: number; types?: readonly string[] }): Promise<{ events: readonly ExportableEvent[]; checkpoint: LogCheckpoint }>;
  /** The newest event when the export starts: events appended later are left for the next export. */
  head?(): Promise<LogCheckpoint>;
}

export interface ExportFilter {
  streamType?: string | undefined;
  /** YYYY-MM-DD, inclusive (UTC day of occurredAt). */
  from?: string | undefined;
  to?: string | undefined;
}

/** One exported line's object (before JSON). */
export interface ExportedEvent {
  globalPosition: number;
  eventId: string;
  streamId: string;
  streamType: string;
  type: string;
  occurredAt: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
}

/**
 * `redact: false` is the backup form (D-541): the same line, every value as stored, for
 * `npm run events:export -- --backup` and its restore. The analyst export always redacts.
 */
export interface ExportOptions {
  pageSize?: number;
  redact?: boolean;
  /**
   * How long to wait for the log to become readable up to the head taken at the start: a read is
   * gap-safe (it stops below any transaction still open on the database server), so a busy server
   * can hold the readable end back for a moment. Ending there would silently cut the export (or a
   * backup) short; it waits instead, and fails loudly after this long. Default 30 s.
   */
  maxWaitMs?: number;
  pause?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function toExportedEvent(e: ExportableEvent, options: ExportOptions = {}): ExportedEvent {
  const clean = options.redact === false ? (v: unknown) => v : redact;
  return {
    globalPosition: e.globalPosition,
    eventId: e.eventId,
    streamId: e.streamId,
    streamType: streamTypeOf(e.streamId),
    type: e.type,
    occurredAt: e.metadata.occurredAt,
    schemaVersion: e.metadata.schemaVersion,
    data: clean(e.data),
    metadata: clean(e.metadata),
  };
}

export function exportLine(e: ExportableEvent, options: ExportOptions = {}): string {
  return `${JSON.stringify(toExportedEvent(e, options))}\n`;
}

export function matchesExport(e: Pick<ExportableEvent, 'streamId' | 'metadata'>, filter: ExportFilter): boolean {
  if (filter.streamType && streamTypeOf(e.streamId) !== filter.streamType) return false;
  const day = typeof e.metadata.occurredAt === 'string' ? e.metadata.occurredAt.slice(0, 10) : '';
  if (filter.from && day < filter.from) return false;
  if (filter.to && day > filter.to) return false;
  return true;
}

function compare(a: LogCheckpoint, b: LogCheckpoint): number {
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.globalPosition === b.globalPosition ? 0 : a.globalPosition < b.globalPosition ? -1 : 1;
}

/** The export's lines, page by page. The stream type's event types are the read's type filter. */
export async function* exportEventLines(reader: LogReader, filter: ExportFilter, options: ExportOptions = {}): AsyncGenerator<string> {
  const pageSize = options.pageSize ?? 500;
  const types = filter.streamType ? streamTypeInfo(filter.streamType)?.eventTypes : undefined;
  const head = reader.head ? await reader.head() : undefined;
  const pause = options.pause ?? sleep;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  let waited = 0;
  let after: LogCheckpoint = { transactionId: '0', globalPosition: 0 };
  for (;;) {
    const page = await reader.readAll({ after, limit: pageSize, ...(types ? { types } : {}) });
    for (const e of page.events) {
      if (head && compare({ transactionId: e.transactionId, globalPosition: e.globalPosition }, head) > 0) return;
      if (matchesExport(e, filter)) yield exportLine(e, options);
    }
    if (page.events.length === 0 && compare(page.checkpoint, after) <= 0) {
      if (!head || compare(after, head) >= 0) return;
      // The head is committed but not readable yet: wait for it rather than end short.
      if (waited >= maxWaitMs) throw new Error(`The event log was not readable up to its newest event within ${Math.round(maxWaitMs / 1000)} s; the export stopped rather than end short.`);
      const ms = Math.min(250, 10 + waited / 4);
      await pause(ms);
      waited += ms;
      continue;
    }
    after = page.checkpoint;
    if (head && compare(after, head) >= 0) return;
  }
}
