import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailIdParamsSchema, devMailListQuerySchema, devMailPageSchema, devMailSchema } from '../../../infra/mail/dev-mailbox-schemas';
import { getDevMail, listDevMail } from '../../../infra/mail/dev-mailbox';
import { errorReply, errorResponses } from '../../../infra/http/errors';
import { requireLocalOrCsr } from '../../../infra/http/local-or-csr';
import type { QueryContext } from '../../lib/context';
import { renderMailboxPage } from './mailbox-page';

/**
 * The development mailbox (only when asked for with DEV_MAILBOX=1, no SMTP_URL is set and not in
 * production): what the platform "sent", as JSON under /api/dev/mailbox and as a page at
 * /dev/mailbox, to a caller on this machine or a CSR only (D-525).
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  if (!ctx.devMailbox) return;
  app.addHook('preHandler', requireLocalOrCsr);
  app.get(
    '/api/dev/mailbox',
    { schema: { tags: ['dev'], summary: 'Development mailbox', querystring: devMailListQuerySchema, response: { 200: devMailPageSchema } }, config: { auth: 'public' } },
    async (request) => listDevMail(ctx.sql, request.query),
  );
  app.get(
    '/api/dev/mailbox/:id',
    { schema: { tags: ['dev'], summary: 'One message', params: devMailIdParamsSchema, response: { 200: devMailSchema, 404: errorResponses[400] } }, config: { auth: 'public' } },
    async (request, reply) => {
      const mail = await getDevMail(ctx.sql, request.params.id);
      if (!mail) return reply.status(404).send(errorReply(404, 'NOT_FOUND', 'No such message'));
      return mail;
    },
  );
  app.get('/dev/mailbox', { schema: { hide: true }, config: { auth: 'public' } }, async (request, reply) => {
    const q = request.query as { id?: string; to?: string };
    const page = await listDevMail(ctx.sql, { to: q.to || undefined, limit: 100 });
    const open = q.id ? await getDevMail(ctx.sql, q.id) : page.items[0] ? await getDevMail(ctx.sql, page.items[0].id) : undefined;
    return reply.type('text/html; charset=utf-8').send(renderMailboxPage(page, open, q.to));
  });
};
