import { setPasswordInput, setPasswordReply } from '../../../domain/identity/api-schemas';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { assertCanSetPassword, decideSetPassword, type SetPasswordCheck } from '../../../domain/identity/set-password';
import { hashPassword } from '../../../infra/auth/passwords';
import { commandRoute } from '../../lib/command-route';
import { verifyLinkToken } from '../../lib/link-token';
import { loadAccount } from '../../lib/load-account';

/**
 * POST /api/customer/setpassword (public, token required): sets the password from the welcome
 * link or a reset link. Each link works once and only until it expires. A patient set up by a
 * practice is registered from here on. The account itself is the event's actor.
 */
export const setPasswordRoute = commandRoute(
  { path: '/api/customer/setpassword', tags: ['customer'], summary: 'Set a password from a welcome or reset link', auth: 'public', body: setPasswordInput, reply: setPasswordReply },
  async ({ body, handle, metadataAs }, ctx) => {
    const claims = await verifyLinkToken(ctx.sql, body.token, ['welcome', 'reset-password']);
    const state = await loadAccount(ctx.store, claims.sub);
    const check: SetPasswordCheck = {
      link: { purpose: claims.purpose as 'welcome' | 'reset-password', tokenId: claims.jti },
      newPassword: body.newPassword,
      now: new Date(),
    };
    // Refuse a used or expired link before spending an argon2 hash on it.
    assertCanSetPassword(check, state);
    const passwordHash = await hashPassword(body.newPassword);
    const { result } = await handle(customerStream(claims.sub), customerDecider, (s) => decideSetPassword({ ...check, passwordHash }, s), {
      metadata: metadataAs({ accountNumber: claims.sub, customerGroup: state.customerGroup! }),
    });
    return { email: state.email!, position: result!.position };
  },
);
