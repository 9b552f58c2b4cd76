import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventExportInput, eventExportReply, exportFileName } from '../../../domain/history/api-schemas';
import { exportEventLines } from '../../../domain/history/event-export';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';

/**
 * GET /api/events/export?streamType=&from=YYYY-MM-DD&to=YYYY-MM-DD (issue #6 "an analyst export of
 * the event log … as NDJSON"), for the distributor's support and analysts (CSR, own token only: an
 * impersonation token carries the user's group). One JSON object per line in the log's global
 * order, secrets redacted by rule. Streamed from the event store port's `readAll` pages (either
 * adapter): the next page is read only when the client has taken the previous lines, so the log
 * is never held in memory. The log itself is the source, not a read model: no `readModels`.
 * A plain Fastify route, not queryRoute: the reply is an NDJSON stream, not one JSON document.
 */
export const exportEventsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/events/export',
    {
      schema: {
        tags: ['events'],
        summary: 'The event log as NDJSON, filtered by stream type and dates, secrets redacted (CSR)',
        security: [{ bearer: [] }],
        querystring: eventExportInput,
        produces: ['application/x-ndjson'],
        response: { 200: eventExportReply, ...errorResponses },
      },
      config: { auth: ['CSR'] },
    },
    async (request, reply) => {
      const input = request.query;
      const lines = exportEventLines(ctx.store, input);
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(input)}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines, { objectMode: false, highWaterMark: 64 * 1024 }));
    },
  );
};
