import { z } from 'zod';
import { HISTORY_RECORD_TYPES } from './record-keys';
import { STREAM_TYPE_NAMES } from './stream-types';
import { pageWindow } from '../shared/paging';

/**
 * Inputs and replies of the history and export routes (issue #6), shared by the query API and the
 * web app (one validation rule for both).
 */
export const HISTORY_DEFAULT_LIMIT = 20;
export const HISTORY_MAX_LIMIT = 100;

export const HISTORY_MESSAGES = {
  loadError: 'Something went wrong while loading the history. Please try again.',
  empty: 'Nothing has been recorded for this record yet.',
  exportError: 'The event log could not be exported. Please try again.',
  dateOrder: 'The start date must not be after the end date',
  invalidDate: 'A valid date is required',
} as const;

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, HISTORY_MESSAGES.invalidDate)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), HISTORY_MESSAGES.invalidDate);

/** GET /api/history?recordType=&recordId=&limit=&offset= */
export const historyInput = z.object({
  recordType: z.enum(HISTORY_RECORD_TYPES),
  recordId: z.string().trim().min(1).max(80),
  ...pageWindow(HISTORY_DEFAULT_LIMIT, { maxLimit: HISTORY_MAX_LIMIT, maxOffset: 1_000_000 }),
});
export type HistoryInput = z.infer<typeof historyInput>;

export const historyActor = z.object({
  /** null when the reader may not see who it was (a patient reading their practice's changes) or for the platform itself. */
  accountNumber: z.string().nullable(),
  name: z.string(),
  /** The customer group (D-002), or System for the platform's own work. */
  group: z.string(),
});
export type HistoryActor = z.infer<typeof historyActor>;

export const historyImpersonator = z.object({ accountNumber: z.string().nullable(), name: z.string() });
export type HistoryImpersonator = z.infer<typeof historyImpersonator>;

export const historyEntry = z.object({
  eventId: z.string(),
  occurredAt: z.string(),
  eventType: z.string(),
  summary: z.string(),
  actor: historyActor,
  impersonator: historyImpersonator.nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyReply = z.object({
  recordType: z.enum(HISTORY_RECORD_TYPES),
  recordId: z.string(),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  /** Newest first. */
  entries: z.array(historyEntry),
});
export type HistoryReply = z.infer<typeof historyReply>;

/** GET /api/events/export?streamType=&from=&to= (all optional; dates are UTC days of occurredAt, inclusive). */
export const eventExportInput = z
  .object({
    streamType: z.enum(STREAM_TYPE_NAMES).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: HISTORY_MESSAGES.dateOrder, path: ['to'] });
export type EventExportInput = z.infer<typeof eventExportInput>;

/** GET /api/events/export: NDJSON, streamed (documents the 200; the route sends the stream itself). */
export const eventExportReply = z.any().describe('application/x-ndjson: one event per line');

export const streamTypesReply = z.object({
  streamTypes: z.array(z.object({ streamType: z.string(), label: z.string() })),
});
export type StreamTypesReply = z.infer<typeof streamTypesReply>;

/** The file name of an export: `lensloop-events-order-2026-01-01-to-2026-12-31.ndjson`. */
export function exportFileName(input: EventExportInput): string {
  const what = input.streamType ?? 'all';
  const when = input.from || input.to ? `-${input.from ?? 'start'}-to-${input.to ?? 'now'}` : '';
  return `lensloop-events-${what}${when}.ndjson`;
}
