import { Readable } from 'node:stream';
import type { z } from 'zod';
import { ANALYSIS_GROUPS } from '../../../domain/analysis/access';
import { queryCsvInput, queryCsvReply } from '../../../domain/analysis/api-schemas';
import { queryCsv } from '../../../infra/analytics/engine/stream-query-csv';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QueryContext } from '../../lib/context';
import { withCallerClaims } from '../../../infra/http/auth';
import { holdScopeEngine } from './scope-engine';

/**
 * POST /api/analysis/query.csv (issue #32): the whole result of a query as CSV, streamed, at most
 * the row cap's rows (the header `x-row-cap` says the cap; the screen says beforehand when a result
 * is over it). POST because the SQL may be 20,000 characters, beyond what a URL carries. A refused
 * or failing query answers 400 with DuckDB's message before any byte of the file.
 */
export const downloadAnalysisCsvRoute: FastifyPluginAsyncZod<QueryContext> = async (app) => {
  app.route({
    method: 'POST',
    url: '/api/analysis/query.csv',
    schema: {
      tags: ['analysis'],
      summary: 'Download a read-only SQL query’s result as CSV (streamed, capped)',
      security: [{ bearer: [] }],
      body: queryCsvInput,
      produces: ['text/csv'],
      response: { 200: queryCsvReply, ...errorResponses, 404: errorBody },
    },
    config: { auth: [...ANALYSIS_GROUPS], readModels: [] },
    handler: async (request, reply) => {
      const { claims } = withCallerClaims(request, {});
      const body = request.body as z.output<typeof queryCsvInput>;
      const { sandbox, release } = await holdScopeEngine(claims);
      let lines: AsyncGenerator<string>;
      try {
        lines = await queryCsv(sandbox, body.sql);
      } catch (err) {
        release();
        throw err;
      }
      const rowCap = sandbox.limits.rowCap;
      // The untyped reply: the 200 schema documents the file, and Fastify sends the stream as it is.
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="lensloop-analysis.csv"')
        .header('cache-control', 'no-store')
        .header('x-row-cap', String(rowCap))
        .send(Readable.from(releasing(lines, release)));
    },
  });
};

/** The lines, then the engine released (at the end, on an error, or when the client goes away). */
async function* releasing(lines: AsyncGenerator<string>, release: () => void): AsyncGenerator<string> {
  try {
    yield* lines;
  } finally {
    release();
  }
}
