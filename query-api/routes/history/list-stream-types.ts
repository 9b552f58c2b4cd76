import { streamTypesReply } from '../../../domain/history/api-schemas';
import { STREAM_TYPES } from '../../../domain/history/stream-types';
import { queryRoute } from '../../lib/query-route';

/** GET /api/events/stream-types: the kinds of stream the export can be filtered by, for the export screen's select (CSR). */
export const streamTypesRoute = queryRoute(
  { method: 'GET', path: '/api/events/stream-types', tags: ['events'], summary: 'The stream types of the event log (CSR)', auth: ['CSR'], readModels: [], reply: streamTypesReply },
  async () => ({ streamTypes: STREAM_TYPES.map(({ streamType, label }) => ({ streamType, label })) }),
);
