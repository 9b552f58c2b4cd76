import { listContactRequestsInput, listContactRequestsReply } from '../../../domain/contact/api-schemas';
import { CONTACT_TOPICS, type ContactTopic } from '../../../domain/contact/events';
import { queryRoute } from '../../lib/query-route';

const asTopic = (t: string): ContactTopic => ((CONTACT_TOPICS as readonly string[]).includes(t) ? (t as ContactTopic) : 'other');

/** POST /api/support/contactrequests (CSR): contact requests, open or handled, newest first, paged. */
export const listContactRequestsRoute = queryRoute(
  {
    method: 'POST', path: '/api/support/contactrequests', tags: ['contact'], summary: 'Contact requests (CSR)',
    auth: ['CSR'], readModels: ['contact_requests'], input: listContactRequestsInput, reply: listContactRequestsReply,
  },
  async ({ input }, ctx) => {
    let q = ctx.db.withSchema('rm').selectFrom('contact_requests');
    if (input.status === 'open') q = q.where('handled_at', 'is', null);
    if (input.status === 'handled') q = q.where('handled_at', 'is not', null);
    const counted = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await q.selectAll().orderBy('submitted_at', 'desc').orderBy('request_id', 'desc').limit(input.limit).offset(input.offset).execute();
    return {
      total: Number(counted?.n ?? 0),
      requests: rows.map((r) => ({
        requestId: r.request_id, name: r.name, email: r.email, phone: r.phone, topic: asTopic(r.topic), message: r.message,
        submittedAt: r.submitted_at, emailed: r.emailed, handledAt: r.handled_at, handledBy: r.handled_by,
      })),
    };
  },
);
