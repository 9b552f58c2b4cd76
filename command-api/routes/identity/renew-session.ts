import { CUSTOMER_GROUPS } from '../../../domain/identity/customer-group';
import { sessionClaims } from '../../../domain/identity/access-token';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { type CustomerEvent, customerStream } from '../../../domain/identity/events';
import { decideRenewSession, sessionRenewalDecider, sessionStream, type SessionRenewed } from '../../../domain/identity/renew-session';
import { renewSessionReply } from '../../../domain/security/api-schemas';
import { fold } from '../../../domain/shared/decider';
import { securitySettings } from '../../../infra/config/security';
import { commandRoute } from '../../lib/command-route';

/**
 * POST /api/session/renew: the token-check timer's renewal (D-526). Appends SessionRenewed with the
 * next token generation to `session-{sessionId}` and answers that generation's token; the token it
 * was called with stops working (after a few seconds' grace). Decided from the account stream (the
 * session is open, signed in less than SESSION_MAX_MS ago) and the session stream, never from a read model.
 */
export const renewSessionRoute = commandRoute(
  { path: '/api/session/renew', tags: ['session'], summary: "Renew the session's token (the old one stops working)", auth: CUSTOMER_GROUPS, reply: renewSessionReply },
  async ({ claims, handle, request }, ctx) => {
    const { events } = await ctx.store.readStream<CustomerEvent>(customerStream(claims.sub));
    const account = fold(customerDecider, events);
    const signedIn = events.find((e) => e.type === 'SignedIn' && e.data.sessionId === claims.sessionId);
    const now = new Date();
    const command = {
      sessionId: claims.sessionId,
      accountNumber: claims.sub,
      tokenGeneration: claims.gen ?? 0,
      open: Boolean(signedIn) && account.openSessions.includes(claims.sessionId),
      signedInAt: signedIn?.metadata.occurredAt ?? now.toISOString(),
      sessionMaxMs: securitySettings().sessionMaxMs,
      now,
      expiresAt: new Date(now.getTime() + ctx.tokenTtlMs).toISOString(),
    };
    const stream = sessionStream(claims.sessionId);
    const { result, events: renewed } = await handle(stream, sessionRenewalDecider, (state) => decideRenewSession(command, state));
    // Renewed a moment ago by another tab or process: that generation's token.
    const generation = (renewed[0] as SessionRenewed | undefined)?.data.generation ?? fold(sessionRenewalDecider, (await ctx.store.readStream<SessionRenewed>(stream)).events).generation;
    const token = request.server.jwt.sign(sessionClaims(claims, generation));
    const exp = (request.server.jwt.decode<{ exp?: number }>(token)?.exp ?? 0) * 1000;
    return { token, expiresAt: new Date(exp).toISOString(), position: result?.position ?? null };
  },
);
