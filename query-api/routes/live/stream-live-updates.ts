import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveUpdatesReply } from '../../../domain/live/api-schemas';
import { publicPart } from '../../../domain/live/live-audience';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { createLiveHub, type LiveDelivery } from '../../lib/live-hub';
import { addLiveChannel } from '../../../infra/observability/metrics/process-metrics';

const PING_MS = 15_000;

/**
 * GET /api/live (any signed-in user): the live channel (issue #16, guide §4). Server-sent events of
 * the facts this user may read — announcements of their audience going live or away, their
 * orders (patient) or their practice's orders (staff, administrators) placed or changing status —
 * filtered by tenant and role in domain/live/live-audience.ts. Resumes after `Last-Event-ID`.
 * A plain Fastify route, not queryRoute: the reply is an endless event stream.
 */
export const liveUpdatesRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  const hub = createLiveHub({ store: ctx.store, db: ctx.db, onError: (err) => app.log.warn({ err }, 'live channel') });
  const removeChannel = addLiveChannel(() => hub.size());
  app.addHook('onClose', async () => {
    removeChannel();
    await hub.stop();
  });
  app.get(
    '/api/live',
    {
      schema: {
        tags: ['live'],
        summary: 'Live updates for the signed-in user (server-sent events)',
        security: [{ bearer: [] }],
        produces: ['text/event-stream'],
        response: { 200: liveUpdatesReply, ...errorResponses },
      },
      config: { auth: CUSTOMER_GROUPS },
    },
    async (request, reply) => {
      const claims = requireClaims(request);
      const header = request.headers['last-event-id'];
      const raw = Array.isArray(header) ? header[0] : header;
      const lastPosition = raw && /^\d+$/.test(raw) ? Number(raw) : null;
      const stream = new PassThrough();
      const write = (d: LiveDelivery) => {
        if (d.kind === 'reset') stream.write(`event: reset\nid: ${d.position}\ndata: ${JSON.stringify({ position: d.position })}\n\n`);
        else stream.write(`event: message\nid: ${d.message.position}\ndata: ${JSON.stringify(publicPart(d.message))}\n\n`);
      };
      stream.write(`retry: 2000\n: connected\n\n`);
      const disconnect = await hub.connect(
        { accountNumber: claims.sub, customerGroup: claims.customerGroup, practiceId: claims.practiceId ?? null, impersonated: !!claims.impersonator },
        lastPosition,
        write,
      );
      const ping = setInterval(() => stream.write(`: ping\n\n`), PING_MS);
      const close = () => {
        clearInterval(ping);
        disconnect();
        stream.end();
      };
      request.raw.on('close', close);
      stream.on('error', close);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream as unknown as string);
    },
  );
};
