import { Readable } from 'node:stream';
import { eventExportInput, eventExportReply, exportFileName } from '../../../domain/history/api-schemas';
import { exportEventLines } from '../../../domain/history/event-export';
import { downloadRoute } from '../../lib/query-route';

/**
 * GET /api/events/export?streamType=&from=YYYY-MM-DD&to=YYYY-MM-DD (issue #6 "an analyst export of
 * the event log … as NDJSON"), for the distributor's support and analysts (CSR, own token only: an
 * impersonation token carries the user's group). One JSON object per line in the log's global
 * order, secrets redacted by rule. Streamed from the event store port's `readAll` pages (either
 * adapter): the next page is read only when the client has taken the previous lines, so the log
 * is never held in memory. The log itself is the source, not a read model: no `readModels`.
 */
export const exportEventsRoute = downloadRoute(
  {
    path: '/api/events/export',
    tags: ['events'],
    summary: 'The event log as NDJSON, filtered by stream type and dates, secrets redacted (CSR)',
    auth: ['CSR'],
    readModels: [],
    input: eventExportInput,
    produces: 'application/x-ndjson',
    reply: eventExportReply,
  },
  async ({ input }, ctx) => {
    const lines = exportEventLines(ctx.store, input);
    return { type: 'application/x-ndjson; charset=utf-8', filename: exportFileName(input), body: Readable.from(lines, { objectMode: false, highWaterMark: 64 * 1024 }) };
  },
);
