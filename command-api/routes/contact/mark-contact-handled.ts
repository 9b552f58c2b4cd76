import { markContactHandledInput, markContactHandledReply } from '../../../domain/contact/api-schemas';
import { contactSenderDecider, decideMarkContactHandled } from '../../../domain/contact/contact-rules';
import { contactStream } from '../../../domain/contact/events';
import { commandRoute } from '../../lib/command-route';

/** POST /api/support/contactrequests/handle (CSR): marks a contact request handled (ContactRequestHandled). */
export const markContactHandledRoute = commandRoute(
  { path: '/api/support/contactrequests/handle', tags: ['contact'], summary: 'Mark a contact request handled (CSR)', auth: ['CSR'], body: markContactHandledInput, reply: markContactHandledReply },
  async ({ body, claims, handle }) => {
    const { result } = await handle(contactStream(body.email), contactSenderDecider, (s) => decideMarkContactHandled({ requestId: body.requestId, handledBy: claims.sub, now: new Date() }, s));
    return { position: result?.position ?? null };
  },
);
