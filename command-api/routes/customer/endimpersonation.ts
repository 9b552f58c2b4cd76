import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessClaims } from '../../../domain/identity/access-token';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerProfile, toCustomerProfile } from '../../../domain/identity/customer-profile';
import { type CustomerEvent, customerStream } from '../../../domain/identity/events';
import { fold } from '../../../domain/shared/decider';
import { DomainError } from '../../../domain/shared/errors';
import { IMPERSONATION_MESSAGES } from '../../../domain/support/begin-impersonation';
import { decideEndImpersonation, endImpersonationInput } from '../../../domain/support/end-impersonation';
import { type ImpersonationEvent, impersonationStream } from '../../../domain/support/events';
import { impersonationDecider } from '../../../domain/support/impersonation-decider';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { metadataFor } from '../../lib/metadata';

const endReply = z.object({
  impersonationId: z.string(),
  position: z.number().int().nullable(),
  /** The CSR's own session to return to (a fresh token for it), or null when it has ended meanwhile. */
  csrSession: customerProfile.extend({ token: z.string() }).nullable(),
});

/**
 * POST /api/customer/endimpersonation, sent with the impersonation token: ImpersonationEnded
 * (actor: the CSR). The sessions read model closes the impersonation's session, so its token is
 * refused from then on; the reply carries a token for the CSR's own session, if still open.
 */
export const endImpersonationRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/endimpersonation',
    {
      schema: {
        tags: ['customer'],
        summary: 'End acting as a customer',
        security: [{ bearer: [] }],
        body: endImpersonationInput.optional(),
        response: { 200: endReply, 404: errorBody, ...errorResponses },
      },
      config: { auth: 'any' },
    },
    async (request) => {
      const claims = requireClaims(request);
      const impersonator = claims.impersonator;
      if (!impersonator?.impersonationId) {
        throw new DomainError('conflict', 'NOT_IMPERSONATING', IMPERSONATION_MESSAGES.notImpersonating);
      }
      const impersonationId = impersonator.impersonationId;
      const stream = impersonationStream(impersonationId);
      const { result } = await handleCommand(
        ctx.store,
        stream,
        impersonationDecider,
        (state) =>
          decideEndImpersonation(
            { impersonationId, csrAccountNumber: impersonator.accountNumber, cause: request.body?.cause ?? 'end-session' },
            state,
          ),
        { metadata: metadataFor(request, { accountNumber: impersonator.accountNumber, customerGroup: 'CSR' }) },
      );

      // Back to the CSR's own session: still open (not signed out) → a fresh token for it.
      const { events } = await ctx.store.readStream(stream);
      const began = fold(impersonationDecider, events as unknown as ImpersonationEvent[]).began!;
      const csr = fold(customerDecider, (await ctx.store.readStream(customerStream(began.csrAccountNumber))).events as unknown as CustomerEvent[]);
      let csrSession: z.infer<typeof endReply>['csrSession'] = null;
      if (csr.exists && csr.customerGroup === 'CSR' && csr.openSessions.includes(began.csrSessionId)) {
        const csrClaims: AccessClaims = { sub: csr.accountNumber!, customerGroup: 'CSR', sessionId: began.csrSessionId };
        const profile = toCustomerProfile({
          accountNumber: csr.accountNumber!,
          customerGroup: 'CSR',
          email: csr.email!,
          firstName: csr.firstName!,
          lastName: csr.lastName!,
        });
        csrSession = { ...profile, token: app.jwt.sign(csrClaims) };
      }
      return { impersonationId, position: result?.position ?? null, csrSession };
    },
  );
};
