import { practiceIdOf } from '../../../domain/identity/access-token';
import { inviteListReply, inviteListRequest } from '../../../domain/invites/api-schemas';
import { inviteRows, listClock, pageOf } from '../../lib/invite-rows';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/bouncedemailpatients (Staff, Practice): unregistered patients whose current
 * e-mail bounced ("An email bounced! Change their email address to resend."). Changing the e-mail
 * takes a patient off this list.
 */
export const bouncedEmailPatientsRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/bouncedemailpatients',
    tags: ['invites'],
    summary: 'Patients whose invite e-mail bounced',
    auth: ['Staff', 'Practice'],
    readModels: ['patient_invites'],
    input: inviteListRequest,
    reply: inviteListReply,
  },
  async ({ input, claims }, ctx) => {
    const practiceId = practiceIdOf(claims);
    const clock = listClock();
    const query = inviteRows(ctx.db, practiceId, clock).where('bounced', '=', true).where('registered_at', 'is', null);
    return pageOf(query, input, clock, ctx.db, practiceId);
  },
);
