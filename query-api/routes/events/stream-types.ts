import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamTypesReply, type StreamTypesReply } from '../../../domain/history/history-api';
import { STREAM_TYPES } from '../../../domain/history/stream-types';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { exportEventsRoute } from './export-events';

/** GET /api/events/stream-types: the kinds of stream the export can be filtered by, for the export screen's select (CSR). */
export const streamTypesRoute: FastifyPluginAsyncZod<QueryContext> = async (app) => {
  app.get(
    '/api/events/stream-types',
    {
      schema: {
        tags: ['events'],
        summary: 'The stream types of the event log (CSR)',
        security: [{ bearer: [] }],
        response: { 200: streamTypesReply, ...errorResponses },
      },
      config: { auth: ['CSR'] },
    },
    async (): Promise<StreamTypesReply> => ({ streamTypes: STREAM_TYPES.map(({ streamType, label }) => ({ streamType, label })) }),
  );
};

/** The event-log routes of issue #6. */
export const eventRoutes = [streamTypesRoute, exportEventsRoute];
