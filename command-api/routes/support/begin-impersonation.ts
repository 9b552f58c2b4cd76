import { v7 as uuidv7 } from 'uuid';
import { beginImpersonationInput, beginImpersonationReply } from '../../../domain/support/api-schemas';
import { checkImpersonation, decideBeginImpersonation, type Impersonator } from '../../../domain/support/begin-impersonation';
import { impersonationStream } from '../../../domain/support/events';
import { impersonationDecider } from '../../../domain/support/impersonation-decider';
import { commandRoute } from '../../lib/command-route';
import { loadAccount } from '../../lib/load-account';
import { loadPractice } from '../../lib/load-location';
import { openSession } from '../../lib/open-session';

/**
 * POST /api/customer/beginimpersonation (CSR): opens a session for the user (SignedIn on their
 * stream, token with `impersonator` = the CSR and the session id) and records ImpersonationBegan
 * in the session's own stream. Every event appended with that token carries the CSR as
 * metadata.impersonator. Not for CSR targets, not from inside another impersonation.
 */
export const beginImpersonationRoute = commandRoute(
  { path: '/api/customer/beginimpersonation', tags: ['customer'], summary: 'Begin acting as a customer (CSR)', auth: ['CSR'], body: beginImpersonationInput, reply: beginImpersonationReply },
  async ({ body, claims, handle, request }, ctx) => {
    const self = await loadAccount(ctx.store, claims.sub);
    const csr: Impersonator = {
      accountNumber: claims.sub,
      customerGroup: claims.customerGroup,
      name: [self.firstName, self.lastName].filter(Boolean).join(' ') || self.email || claims.sub,
      sessionId: claims.sessionId,
      impersonating: Boolean(claims.impersonator),
    };
    const target = await loadAccount(ctx.store, body.accountNumber);
    // Refuse before anything is appended.
    checkImpersonation(csr, target);
    const impersonationId = uuidv7();
    const practice = target.practiceId ? await loadPractice(ctx.store, target.practiceId) : undefined;
    // The token is only handed out after ImpersonationBegan is stored, so no session exists unrecorded.
    const session = await openSession(request.server, ctx, request, target, { impersonator: { accountNumber: csr.accountNumber, name: csr.name, impersonationId } });
    const began = { impersonationId, sessionId: session.sessionId, csr, target, ...(practice?.name ? { practiceName: practice.name } : {}), reason: body.reason };
    const { result } = await handle(impersonationStream(impersonationId), impersonationDecider, (state) => decideBeginImpersonation(began, state), { retries: 0 });
    if (!result) throw new Error('ImpersonationBegan was not appended');
    return { ...session.profile, token: session.token, impersonationId, position: result.position };
  },
);
