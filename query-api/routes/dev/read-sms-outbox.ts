import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDevSms, listDevSms } from '../../../infra/sms/dev-outbox';
import { devSmsIdParamsSchema, devSmsListQuerySchema, devSmsPageSchema, devSmsSchema } from '../../../infra/sms/dev-outbox-schemas';
import { errorReply, errorResponses } from '../../../infra/http/errors';
import { requireLocalOrCsr } from '../../../infra/http/local-or-csr';
import type { QueryContext } from '../../lib/context';
import { renderSmsOutboxPage } from './sms-page';

/**
 * The development SMS outbox (only when asked for with DEV_MAILBOX=1, Twilio is not configured and
 * not in production): the texts the platform "sent", as JSON under /api/dev/sms and as a page at
 * /dev/sms, to a caller on this machine or a CSR only (D-525).
 */
export const devSmsRoutes: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  if (!ctx.devSms) return;
  app.addHook('preHandler', requireLocalOrCsr);
  app.get(
    '/api/dev/sms',
    {
      schema: { tags: ['dev'], summary: 'Development SMS outbox', querystring: devSmsListQuerySchema, response: { 200: devSmsPageSchema } },
      config: { auth: 'public' },
    },
    async (request) => listDevSms(ctx.sql, request.query),
  );
  app.get(
    '/api/dev/sms/:id',
    {
      schema: { tags: ['dev'], summary: 'One text message', params: devSmsIdParamsSchema, response: { 200: devSmsSchema, 404: errorResponses[400] } },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const sms = await getDevSms(ctx.sql, request.params.id);
      if (!sms) return reply.status(404).send(errorReply(404, 'NOT_FOUND', 'No such message'));
      return sms;
    },
  );
  app.get('/dev/sms', { schema: { hide: true }, config: { auth: 'public' } }, async (request, reply) => {
    const q = request.query as { to?: string };
    const page = await listDevSms(ctx.sql, { to: q.to || undefined, limit: 100 });
    return reply.type('text/html; charset=utf-8').send(renderSmsOutboxPage(page, q.to));
  });
};
