import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitePatientView } from '../../../domain/invites/invite-lists';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { listClock, statusExpr, toInviteView } from '../../lib/invite-rows';

/**
 * POST /api/customer/inviteeligibility (Staff, Practice; non-spec, D-082): one patient's invite
 * status and whether an invite can be sent now, with every failed rule (the patient screen's
 * "Send invite" button). A patient of another practice answers as not found.
 */
export const inviteEligibilityRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/inviteeligibility',
    {
      schema: {
        tags: ['invites'],
        summary: "A patient's invite status and eligibility",
        security: [{ bearer: [] }],
        body: z.object({ accountNumber: z.string().trim().regex(/^\d{1,20}$/, 'Patient not found') }),
        response: { 200: invitePatientView, 404: errorBody, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['patient_invites'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      const clock = listClock();
      const row = await ctx.db
        .withSchema('rm')
        .selectFrom('patient_invites')
        .selectAll()
        .select(statusExpr(clock).as('status'))
        .where('account_number', '=', request.body.accountNumber)
        .where('practice_id', '=', claims.practiceId)
        .executeTakeFirst();
      if (!row) throw new DomainError('not_found', 'INVALID_PATIENT_NOT_FOUND', 'Patient not found');
      return toInviteView(row, clock.now);
    },
  );
};
