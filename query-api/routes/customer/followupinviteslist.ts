import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteListInput, inviteListReply } from '../../../domain/invites/invite-lists';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { inviteRows, listClock, pageOf } from '../../lib/invite-rows';

/**
 * POST /api/customer/followupinviteslist (Staff, Practice): invited patients who have not
 * registered and whose last invite is at least FOLLOW_UP_AFTER_DAYS (7) days old (D-084).
 */
export const followUpInvitesListRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/followupinviteslist',
    {
      schema: {
        tags: ['invites'],
        summary: 'Invited patients due for a follow-up',
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
      const query = inviteRows(ctx.db, claims.practiceId, clock)
        .where('registered_at', 'is', null)
        .where('bounced', '=', false)
        .where('delivered_count', '>', 0)
        .where('last_invited_at', '<=', clock.followUpCutoff);
      return pageOf(query, input, clock, ctx.db, claims.practiceId);
    },
  );
};
