import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDecider } from '../../../domain/identity/customer-decider';
import { customerStream } from '../../../domain/identity/events';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages';
import { decideRequestWelcomeEmail } from '../../../domain/identity/request-welcome-email';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { CommandContext } from '../../lib/context';
import { handleCommand } from '../../lib/handle-command';
import { loadAccount } from '../../lib/load-account';
import { idempotencyKeyOf, metadataFor } from '../../lib/metadata';

export const welcomeEmailInput = z.object({
  accountNumber: z.string({ error: ACCOUNT_MESSAGES.patientNotFound }).trim().regex(/^\d{1,20}$/, ACCOUNT_MESSAGES.patientNotFound),
});

/**
 * POST /api/customer/welcomeemail (Staff, Practice): sends the welcome e-mail (a fresh 7-day
 * set-password link) again to one of the practice's patients who has not registered yet.
 * WelcomeEmailRequested → the welcome reactor → the send-welcome-email job.
 * A patient of another practice answers as not found.
 */
export const welcomeEmailRoute: FastifyPluginAsyncZod<CommandContext> = async (app, ctx) => {
  app.post(
    '/api/customer/welcomeemail',
    {
      schema: {
        tags: ['customer'],
        summary: 'Send the welcome e-mail again',
        security: [{ bearer: [] }],
        body: welcomeEmailInput,
        response: { 200: z.object({ position: z.number().int() }), 404: errorBody, 422: errorBody, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      const { accountNumber } = request.body;
      const patient = await loadAccount(ctx.store, accountNumber);
      if (!claims.practiceId || patient.practiceId !== claims.practiceId) {
        throw new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', ACCOUNT_MESSAGES.patientNotFound);
      }
      const { result } = await handleCommand(
        ctx.store,
        customerStream(accountNumber),
        customerDecider,
        (s) => decideRequestWelcomeEmail({ requestedBy: claims.sub, force: false }, s),
        { metadata: metadataFor(request), idempotencyKey: idempotencyKeyOf(request, 'welcomeemail') },
      );
      return { position: result!.position };
    },
  );
};
