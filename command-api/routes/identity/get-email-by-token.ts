import { emailForLink } from '../../../domain/identity/account-links';
import { emailByTokenInput, emailByTokenReply } from '../../../domain/identity/api-schemas';
import { commandRoute } from '../../lib/command-route';
import { verifyLinkToken } from '../../lib/link-token';
import { loadAccount } from '../../lib/load-account';

/**
 * POST /api/customer/emailbytoken (public): the e-mail address an e-mailed link is about (the
 * account's, or the new address being confirmed), for the /welcome, /reset-password and
 * /verifyemail pages. Answered from the account stream with the very checks set-password and
 * confirm-email-change apply, so the page never offers a form the link cannot submit.
 * Used, expired or invalid → TOKEN_USED / TOKEN_EXPIRED / TOKEN_INVALID.
 */
export const emailByTokenRoute = commandRoute(
  { path: '/api/customer/emailbytoken', tags: ['customer'], summary: 'E-mail address of an e-mailed link', auth: 'public', body: emailByTokenInput, reply: emailByTokenReply },
  async ({ body }, ctx) => {
    const claims = await verifyLinkToken(ctx.sql, body.token, ['welcome', 'reset-password', 'verify-email']);
    const state = await loadAccount(ctx.store, claims.sub);
    const email = emailForLink({ purpose: claims.purpose, tokenId: claims.jti }, state, new Date());
    return { email, purpose: claims.purpose };
  },
);
