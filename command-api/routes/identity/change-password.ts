import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { changePasswordInput, positionReply } from '../../../domain/identity/api-schemas';
import { assertCanChangePassword, type ChangePasswordCheck, decideChangePassword } from '../../../domain/identity/change-password';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { hashPassword, verifyPassword } from '../../../infra/auth/passwords';
import { commandRoute } from '../../lib/command-route';
import { loadAccount } from '../../lib/load-account';

/**
 * POST /api/customer/changepassword (signed in): e-mail + oldPassword + newPassword (spec point 5).
 * A wrong e-mail or current password, or a new password equal to the current one, answers
 * INVALID_EMAIL_PASSWORD (400, never 401: the page must not reload).
 */
export const changePasswordRoute = commandRoute(
  { path: '/api/customer/changepassword', tags: ['customer'], summary: 'Change own password', auth: CUSTOMER_GROUPS, body: changePasswordInput, reply: positionReply },
  async ({ body, claims, handle }, ctx) => {
    const { email, oldPassword, newPassword } = body;
    const state = await loadAccount(ctx.store, claims.sub);
    const check: ChangePasswordCheck = { email, oldPassword, newPassword, oldPasswordMatches: await verifyPassword(state.passwordHash, oldPassword) };
    assertCanChangePassword(check, state);
    const passwordHash = await hashPassword(newPassword);
    const { result } = await handle(customerStream(claims.sub), customerDecider, (s) => decideChangePassword({ ...check, passwordHash }, s));
    return { position: result!.position };
  },
);
