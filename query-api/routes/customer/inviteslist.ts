import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteListInput, inviteListReply } from '../../../domain/invites/invite-lists';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { inviteRows, listClock, pageOf, statusExpr } from '../../lib/invite-rows';

/**
 * POST /api/customer/inviteslist (Staff, Practice): the practice's patients who were invited or
 * are ready to invite, with their status, sorted (name, e-mail, last invite date, status) and paged.
 */
export const invitesListRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/inviteslist',
    {
      schema: {
        tags: ['invites'],
        summary: 'Patients invited or ready to invite',
        security: [{ bearer: [] }],
        body: inviteListInput.optional().default({ sortBy: 'name', sortDirection: 'asc', limit: 12, offset: 0 }),
        response: { 200: inviteListReply, ...errorResponses },
      },
      config: { auth: ['Staff', 'Practice'], readModels: ['patient_invites'] },
    },
    async (request) => {
      const claims = requireClaims(request);
      if (!claims.practiceId) throw new DomainError('forbidden', 'FORBIDDEN', 'This account is not attached to a practice.');
      const input = inviteListInput.parse(request.body ?? {});
      const clock = listClock();
      const status = statusExpr(clock);
      let query = inviteRows(ctx.db, claims.practiceId, clock).where(status, 'is not', null);
      if (input.status) query = query.where(status, '=', input.status);
      if (input.isInviteFlagged !== undefined) query = query.where('invite_flagged', '=', input.isInviteFlagged);
      return pageOf(query, input, clock, ctx.db, claims.practiceId);
    },
  );
};
