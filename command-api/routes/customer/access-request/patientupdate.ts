import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessRequestDecider } from '../../../../domain/access-requests/access-request-decider';
import { patientUpdateInput } from '../../../../domain/access-requests/access-request-rules';
import { decideAnswerAccessRequest } from '../../../../domain/access-requests/answer-access-request';
import { accessRequestStream } from '../../../../domain/access-requests/events';
import { DomainError } from '../../../../domain/shared/errors';
import { errorBody, errorResponses } from '../../../../infra/http/errors';
import type { CommandContext } from '../../../lib/context';
import { handleCommand } from '../../../lib/handle-command';
import { idempotencyKeyOf, metadataFor } from '../../../lib/metadata';

/**
 * POST /api/customer/accessRequest/patientupdate: the patient accepts or denies (with an optional
 * reason). Works signed in as the patient, or without a session with the e-mailed link's token
 * (then the actor is the patient the request was sent to). "Patient update needs both id and status".
 */
export const patientUpdateAccessRequestRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/accessRequest/patientupdate',
    {
      schema: {
        tags: ['access request'],
        summary: 'Accept or deny an access request (patient)',
        body: patientUpdateInput,
        response: {
          200: z.object({ id: z.string(), status: z.enum(['accepted', 'denied']), denialReason: z.string().nullable(), position: z.number().int() }),
          404: errorBody,
          422: errorBody,
          ...errorResponses,
        },
      },
      config: { auth: 'public' },
    },
    async (request) => {
      const { id, status, denialReason, token } = request.body as { id: string; status: 'accepted' | 'denied'; denialReason?: string | null; token?: string };
      const claims = request.claims;
      let by: { accountNumber: string } | { tokenHash: string };
      if (token) by = { tokenHash: createHash('sha256').update(token).digest('hex') };
      else if (claims?.customerGroup === 'Patient') by = { accountNumber: claims.sub };
      else if (claims) throw new DomainError('forbidden', 'FORBIDDEN', 'Only the patient can answer an access request.');
      else throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Please sign in, or open the link from the e-mail.');
      const { result, events } = await handleCommand(
        ctx.store,
        accessRequestStream(id),
        accessRequestDecider,
        (state) => decideAnswerAccessRequest({ status, denialReason, now: new Date(), by }, state),
        {
          metadata: metadataFor(request, claims ? undefined : await patientActor(ctx, id)),
          idempotencyKey: idempotencyKeyOf(request, 'accessRequest/patientupdate'),
        },
      );
      const answered = events[0]!.data as { denialReason: string | null };
      return { id, status, denialReason: answered.denialReason, position: result!.position };
    },
  );
};

/** Without a session the actor is the patient the request was sent to (the token proves it). */
async function patientActor(ctx: CommandContext, id: string) {
  const { events } = await ctx.store.readStream(accessRequestStream(id));
  const state = (events as unknown as Parameters<typeof accessRequestDecider.evolve>[1][]).reduce(accessRequestDecider.evolve, accessRequestDecider.initialState());
  return { accountNumber: state.patientAccountNumber ?? 'anonymous', customerGroup: 'Patient' as const };
}
