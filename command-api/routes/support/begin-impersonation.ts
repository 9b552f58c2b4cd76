import { v7 as uuidv7 } from 'uuid';
import { beginImpersonationInput, beginImpersonationReply } from '../../../domain/support/api-schemas';
import { checkImpersonation, decideBeginImpersonation, type Impersonator } from '../../../domain/support/begin-impersonation';
import { impersonationStream } from '../../../domain/support/events';
import { decideEndImpersonation } from '../../../domain/support/end-impersonation';
import { impersonationDecider } from '../../../domain/support/impersonation-decider';
import { type CommandCall, commandRoute } from '../../lib/command-route';
import { loadAccount } from '../../lib/load-account';
import { loadPractice } from '../../lib/load-location';
import { openSession } from '../../lib/open-session';

/**
 * POST /api/customer/beginimpersonation (CSR): records ImpersonationBegan in the session's own stream,
 * then opens the session for the user (SignedIn on their stream, token with `impersonator` = the CSR
 * and the session id). In that order (D-524): the audit trail never holds a CSR session without its
 * ImpersonationBegan — a failure before the session opens leaves no session, and one after it is
 * recorded as ImpersonationEnded 'not-opened'. Every event appended with the token carries the CSR as
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
    const sessionId = uuidv7();
    const practice = target.practiceId ? await loadPractice(ctx.store, target.practiceId) : undefined;
    const began = { impersonationId, sessionId, csr, target, ...(practice?.name ? { practiceName: practice.name } : {}), reason: body.reason };
    const stream = impersonationStream(impersonationId);
    const { result } = await handle(stream, impersonationDecider, (state) => decideBeginImpersonation(began, state), { retries: 0 });
    if (!result) throw new Error('ImpersonationBegan was not appended');
    let session;
    try {
      session = await openSession(request.server, ctx, request, target, { sessionId, impersonator: { accountNumber: csr.accountNumber, name: csr.name, impersonationId } });
    } catch (err) {
      await recordNotOpened(handle, stream, impersonationId, csr.accountNumber).catch(() => undefined);
      throw err;
    }
    return { ...session.profile, token: session.token, impersonationId, position: session.position };
  },
);

/** The session never opened: the audit says so, so the began session is not shown as still active. */
async function recordNotOpened(handle: CommandCall<unknown>['handle'], stream: string, impersonationId: string, csrAccountNumber: string) {
  await handle(stream, impersonationDecider, (state) => decideEndImpersonation({ impersonationId, csrAccountNumber, cause: 'not-opened' }, state), { step: 'not-opened' });
}
