import { v7 as uuidv7 } from 'uuid';
import { forgetPasswordReply, forgetPasswordRequest } from '../../../domain/identity/api-schemas';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages';
import { decideRequestPasswordReset } from '../../../domain/identity/request-password-reset';
import { requireHumanCheck } from '../../../infra/http/human-check';
import { accountByEmail } from '../../lib/account-by-email';
import { commandRoute } from '../../lib/command-route';

/**
 * POST /api/customer/ForgetPassword (public): for a known account, PasswordResetRequested, and
 * the mail worker sends a link to /reset-password. The answer is the same whether or not the
 * address has an account (no position, no hint), so the form cannot be used to probe accounts.
 */
export const forgetPasswordRoute = commandRoute(
  { path: '/api/customer/ForgetPassword', tags: ['customer'], summary: 'Send a password-reset link', auth: 'public', body: forgetPasswordRequest, reply: forgetPasswordReply },
  async ({ body, handle, request }, ctx) => {
    // A public form that sends e-mail: a human check first, so it cannot be scripted to spam inboxes.
    await requireHumanCheck(ctx.sql, body.humanCheck, request);
    const account = await accountByEmail(ctx.store, body.email);
    if (account) {
      await handle(customerStream(account.state.accountNumber!), customerDecider, (s) => decideRequestPasswordReset({ resetId: uuidv7(), now: new Date() }, s));
    }
    return { message: ACCOUNT_MESSAGES.forgotPasswordSent };
  },
);
