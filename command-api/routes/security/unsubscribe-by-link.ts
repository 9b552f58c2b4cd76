import { unsubscribeInput, unsubscribeReply } from '../../../domain/security/api-schemas';
import { notificationPreferencesStream } from '../../../domain/security/events';
import { SECURITY_MESSAGES } from '../../../domain/security/messages';
import { decideUnsubscribe, notificationPreferencesDecider } from '../../../domain/security/notification-preferences';
import { DomainError } from '../../../domain/shared/errors';
import { verifyUnsubscribeToken } from '../../../infra/auth/unsubscribe-token';
import { commandRoute } from '../../lib/command-route';
import { loadAccount } from '../../lib/load-account';

/**
 * POST /api/customer/unsubscribe (public, spec point 6): the signed token of an e-mail's
 * unsubscribe link turns off that kind of e-mail (or all e-mails) for its account, recorded as
 * NotificationPreferencesChanged with source "unsubscribe-link" and the account holder as actor.
 */
export const unsubscribeRoute = commandRoute(
  {
    path: '/api/customer/unsubscribe', tags: ['customer', 'notifications'], summary: 'Unsubscribe from e-mails by link token',
    description: '400 INVALID_TOKEN for an invalid or expired link (the page then shows that unsubscribing failed).',
    auth: 'public', body: unsubscribeInput, reply: unsubscribeReply,
  },
  async ({ body, handle, metadataAs }, ctx) => {
    const claims = await verifyUnsubscribeToken(ctx.sql, body.token);
    const account = claims ? await loadAccount(ctx.store, claims.sub) : undefined;
    if (!claims || !account?.exists) throw new DomainError('validation', 'INVALID_TOKEN', SECURITY_MESSAGES.unsubscribeInvalid);
    const { result } = await handle(notificationPreferencesStream(claims.sub), notificationPreferencesDecider, (state) => decideUnsubscribe({ kind: claims.kind }, state), {
      metadata: metadataAs({ accountNumber: claims.sub, customerGroup: account.customerGroup! }),
    });
    return { unsubscribed: true as const, kind: claims.kind, position: result?.position ?? null };
  },
);
