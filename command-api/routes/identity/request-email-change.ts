import { v7 as uuidv7 } from 'uuid';
import { editEmailInput, editEmailReply } from '../../../domain/identity/api-schemas';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { decideRequestEmailChange } from '../../../domain/identity/request-email-change';
import { commandRoute } from '../../lib/command-route';
import { emailHolder } from '../../lib/load-account';

/**
 * POST /api/customer/editemail (signed in): asks to move the own account to a new address.
 * Taken → USER_ALREADY_EXISTS (409). Otherwise EmailChangeRequested, and the mail worker sends a
 * confirmation link (/verifyemail) to the new address; the address changes only once it is
 * confirmed there by signing in with the previous e-mail and password.
 */
export const editEmailRoute = commandRoute(
  { path: '/api/customer/editemail', tags: ['customer'], summary: 'Request an e-mail address change', auth: 'any', body: editEmailInput, reply: editEmailReply },
  async ({ body, claims, handle }, ctx) => {
    const holder = await emailHolder(ctx.store, body.email);
    const emailTaken = holder !== undefined && holder !== claims.sub;
    const { result, events } = await handle(customerStream(claims.sub), customerDecider, (s) =>
      decideRequestEmailChange({ changeId: uuidv7(), newEmail: body.email, emailTaken, now: new Date() }, s),
    );
    const requested = events[0];
    if (!result || requested?.type !== 'EmailChangeRequested') throw new Error('EmailChangeRequested was not appended');
    return { email: requested.data.newEmail, expiresAt: requested.data.expiresAt, position: result.position };
  },
);
