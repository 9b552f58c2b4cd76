import { confirmEmailChangeInput, confirmEmailChangeReply } from '../../../domain/identity/api-schemas';
import { assertCanConfirmEmailChange, type ConfirmEmailChangeCheck, decideConfirmEmailChange } from '../../../domain/identity/confirm-email-change';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream, emailStream } from '../../../domain/identity/events';
import { decideReleaseEmail, evolveEmailReservation } from '../../../domain/identity/reserve-email';
import { verifyPassword } from '../../../infra/auth/passwords';
import { commandRoute } from '../../lib/command-route';
import { verifyLinkToken } from '../../lib/link-token';
import { loadAccount } from '../../lib/load-account';
import { reserveEmail } from '../../lib/reserve-email';

/**
 * POST /api/customer/confirmemailchange (public): finishes an e-mail change from the link sent to
 * the new address, by signing in with the previous e-mail and password. Reserves the new address
 * (USER_ALREADY_EXISTS if someone took it meanwhile), appends EmailChanged, then releases the old
 * address (EmailReleased) so it no longer blocks anyone. Wrong e-mail or password → 401
 * INVALID_VALUE like sign-in (the browser does not reload on this route's 401, spec point 7);
 * a used or expired link → TOKEN_USED / TOKEN_EXPIRED (the page goes to /verifyemailexpired).
 */
export const confirmEmailChangeRoute = commandRoute(
  { path: '/api/customer/confirmemailchange', tags: ['customer'], summary: 'Confirm an e-mail address change', auth: 'public', body: confirmEmailChangeInput, reply: confirmEmailChangeReply },
  async ({ body, handle, metadataAs, idempotencyKey }, ctx) => {
    const claims = await verifyLinkToken(ctx.sql, body.token, ['verify-email']);
    const accountNumber = claims.sub;
    const state = await loadAccount(ctx.store, accountNumber);
    const check: ConfirmEmailChangeCheck = { changeId: claims.jti, email: body.email, passwordMatches: await verifyPassword(state.passwordHash, body.password), now: new Date() };
    assertCanConfirmEmailChange(check, state);
    const metadata = metadataAs({ accountNumber, customerGroup: state.customerGroup! });
    const newEmail = state.pendingEmailChange!.newEmail;

    const owner = await reserveEmail(ctx.store, newEmail, accountNumber, metadata, idempotencyKey('reserve-email'));
    if (owner !== accountNumber) throw new Error('the new address was reserved for another account');
    const { result, events } = await handle(customerStream(accountNumber), customerDecider, (s) => decideConfirmEmailChange(check, s), { metadata, step: 'confirm-email-change' });
    const changed = events[0];
    if (!result || changed?.type !== 'EmailChanged') throw new Error('EmailChanged was not appended');
    const { previousEmail } = changed.data;
    const released = await handle(emailStream(previousEmail), { initialState: () => ({}), evolve: evolveEmailReservation }, (s) => decideReleaseEmail({ email: previousEmail, accountNumber }, s), {
      metadata,
      step: 'release-email',
    });
    return { email: changed.data.email, position: released.result?.position ?? result.position };
  },
);
