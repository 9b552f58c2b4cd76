import { type AccessClaims, sessionClaims } from '../../../domain/identity/access-token';
import { sessionRenewalDecider, sessionStream, type SessionRenewed } from '../../../domain/identity/renew-session';
import { toCustomerProfile } from '../../../domain/identity/customer-profile';
import { DomainError } from '../../../domain/shared/errors';
import { endImpersonationInput, type EndImpersonationReply, endImpersonationReply } from '../../../domain/support/api-schemas';
import { IMPERSONATION_MESSAGES } from '../../../domain/support/begin-impersonation';
import { decideEndImpersonation } from '../../../domain/support/end-impersonation';
import { type ImpersonationEvent, impersonationStream } from '../../../domain/support/events';
import { impersonationDecider } from '../../../domain/support/impersonation-decider';
import { fold } from '../../../domain/shared/decider';
import { commandRoute } from '../../lib/command-route';
import { loadAccount } from '../../lib/load-account';

/**
 * POST /api/customer/endimpersonation, sent with the impersonation token: ImpersonationEnded
 * (actor: the CSR). The sessions read model closes the impersonation's session, so its token is
 * refused from then on; the reply carries a token for the CSR's own session, if still open.
 */
export const endImpersonationRoute = commandRoute(
  { path: '/api/customer/endimpersonation', tags: ['customer'], summary: 'End acting as a customer', auth: 'any', body: endImpersonationInput.optional(), reply: endImpersonationReply },
  async ({ body, claims, handle, metadataAs, request }, ctx) => {
    const impersonator = claims.impersonator;
    if (!impersonator?.impersonationId) throw new DomainError('conflict', 'NOT_IMPERSONATING', IMPERSONATION_MESSAGES.notImpersonating);
    const { impersonationId, accountNumber: csrAccountNumber } = impersonator;
    const stream = impersonationStream(impersonationId);
    const { result } = await handle(stream, impersonationDecider, (state) => decideEndImpersonation({ impersonationId, csrAccountNumber, cause: body?.cause ?? 'end-session' }, state), {
      metadata: metadataAs({ accountNumber: csrAccountNumber, customerGroup: 'CSR' }),
    });

    // Back to the CSR's own session: still open (not signed out) → a fresh token for it.
    const began = fold(impersonationDecider, (await ctx.store.readStream<ImpersonationEvent>(stream)).events).began!;
    const csr = await loadAccount(ctx.store, began.csrAccountNumber);
    let csrSession: EndImpersonationReply['csrSession'] = null;
    if (csr.exists && csr.customerGroup === 'CSR' && csr.openSessions.includes(began.csrSessionId)) {
      // The CSR's own session may have been renewed meanwhile: its newest token generation (D-526).
      const { generation } = fold(sessionRenewalDecider, (await ctx.store.readStream<SessionRenewed>(sessionStream(began.csrSessionId))).events);
      const csrClaims: AccessClaims = sessionClaims({ sub: csr.accountNumber!, customerGroup: 'CSR', sessionId: began.csrSessionId }, generation);
      const profile = toCustomerProfile({ accountNumber: csr.accountNumber!, customerGroup: 'CSR', email: csr.email!, firstName: csr.firstName!, lastName: csr.lastName! });
      csrSession = { ...profile, token: request.server.jwt.sign(csrClaims) };
    }
    return { impersonationId, position: result?.position ?? null, csrSession };
  },
);
