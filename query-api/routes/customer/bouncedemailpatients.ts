import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteListInput, inviteListReply } from '../../../domain/invites/invite-lists';
import { DomainError } from '../../../domain/shared/errors';
import { requireClaims } from '../../../infra/http/auth';
import { errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { inviteRows, listClock, pageOf } from '../../lib/invite-rows';

/**
 * POST /api/customer/bouncedemailpatients (Staff, Practice): unregistered patients whose current
 * e-mail bounced ("An email bounced! Change their email address to resend."). Changing the e-mail
 * takes a patient off this list.
 */
export const bouncedEmailPatientsRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.post(
    '/api/customer/bouncedemailpatients',
    {
      schema: {
        tags: ['invites'],
        summary: 'Patients whose invite e-mail bounced',
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
      const query = inviteRows(ctx.db, claims.practiceId, clock).where('bounced', '=', true).where('registered_at', 'is', null);
      return pageOf(query, input, clock, ctx.db, claims.practiceId);
    },
  );
};
