import { v7 as uuidv7 } from 'uuid';
import { submitContactRequestInput, submitContactRequestReply } from '../../../domain/contact/api-schemas';
import { CONTACT_MESSAGES, contactSenderDecider, decideSubmitContactRequest } from '../../../domain/contact/contact-rules';
import { contactStream } from '../../../domain/contact/events';
import { requireHumanCheck } from '../../../infra/http/human-check';
import { commandRoute } from '../../lib/command-route';
import { contactPerIpPerMinute } from '../../lib/public-form-limits';

/**
 * POST /api/contact/submit (public, issue #17 "get in touch"): after the human check, a
 * ContactRequestSubmitted on the sender's stream; the contact reactor mails support and the sender.
 * Limited per sender address (the decider, D-361) and per client IP (429).
 */
export const submitContactRequestRoute = commandRoute(
  {
    path: '/api/contact/submit', tags: ['contact'], summary: 'Send the support team a message (get in touch)',
    auth: 'public', body: submitContactRequestInput, reply: submitContactRequestReply, errors: [429], rateLimit: contactPerIpPerMinute,
  },
  async ({ body, handle, request }, ctx) => {
    const { humanCheck, ...fields } = body;
    await requireHumanCheck(ctx.sql, humanCheck, request);
    const requestId = uuidv7();
    const { result } = await handle(contactStream(fields.email), contactSenderDecider, (s) => decideSubmitContactRequest({ requestId, ...fields, now: new Date() }, s));
    return { requestId, message: CONTACT_MESSAGES.sent, position: result!.position };
  },
);
