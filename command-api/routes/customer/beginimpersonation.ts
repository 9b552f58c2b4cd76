import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { customerDecider, type CustomerState } from '../../../domain/identity/customer-decider';
import { customerProfile } from '../../../domain/identity/customer-profile';
import { type CustomerEvent, customerStream } from '../../../domain/identity/events';
import { fold } from '../../../domain/shared/decider';
import {
  beginImpersonationInput,
  checkImpersonation,
  decideBeginImpersonation,
  type Impersonator,
} from '../../../domain/support/begin-impersonation';
import { impersonationStream } from '../../../domain/support/events';
import { impersonationDecider } from '../../../domain/support/impersonation-decider';
import type { EventStore } from '../../../infra/event-store/port';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { loadPractice } from '../../lib/load-location';
import { metadataFor } from '../../lib/metadata';
import { openSession } from '../../lib/open-session';

const beginReply = customerProfile.extend({
  token: z.string(),
  impersonationId: z.string(),
  position: z.number().int(),
});

async function loadCustomer(store: EventStore, accountNumber: string): Promise<CustomerState> {
  const { events } = await store.readStream(customerStream(accountNumber));
  return fold(customerDecider, events as unknown as CustomerEvent[]);
}

/**
 * POST /api/customer/beginimpersonation (CSR): opens a session for the user (SignedIn on their
 * stream, token with `impersonator` = the CSR and the session id) and records ImpersonationBegan
 * in the session's own stream. Every event appended with that token carries the CSR as
 * metadata.impersonator. Not for CSR targets, not from inside another impersonation.
 */
export const beginImpersonationRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/beginimpersonation',
    {
      schema: {
        tags: ['customer'],
        summary: 'Begin acting as a customer (CSR)',
        security: [{ bearer: [] }],
        body: beginImpersonationInput,
        response: { 200: beginReply, 404: errorBody, 422: errorBody, ...errorResponses },
      },
      config: { auth: ['CSR'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const self = await loadCustomer(ctx.store, claims.sub);
      const csr: Impersonator = {
        accountNumber: claims.sub,
        customerGroup: claims.customerGroup,
        name: [self.firstName, self.lastName].filter(Boolean).join(' ') || self.email || claims.sub,
        sessionId: claims.sessionId,
        impersonating: Boolean(claims.impersonator),
      };
      const target = await loadCustomer(ctx.store, request.body.accountNumber);
      // Refuse before anything is appended.
      checkImpersonation(csr, target);
      const impersonationId = uuidv7();
      const practice = target.practiceId ? await loadPractice(ctx.store, target.practiceId) : undefined;
      // The token is only handed out after ImpersonationBegan is stored, so no session exists unrecorded.
      const session = await openSession(app, ctx, request, target, {
        impersonator: { accountNumber: csr.accountNumber, name: csr.name, impersonationId },
      });
      const { result } = await handleCommand(
        ctx.store,
        impersonationStream(impersonationId),
        impersonationDecider,
        (state) =>
          decideBeginImpersonation(
            {
              impersonationId,
              sessionId: session.sessionId,
              csr,
              target,
              ...(practice?.name ? { practiceName: practice.name } : {}),
              reason: request.body.reason,
            },
            state,
          ),
        { metadata: metadataFor(request), retries: 0 },
      );
      if (!result) throw new Error('ImpersonationBegan was not appended');
      return { ...session.profile, token: session.token, impersonationId, position: result.position };
    },
  );
};
