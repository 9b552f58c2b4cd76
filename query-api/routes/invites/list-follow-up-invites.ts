import { practiceIdOf } from '../../../domain/identity/access-token';
import { inviteListReply, inviteListRequest } from '../../../domain/invites/api-schemas';
import { inviteRows, listClock, pageOf } from '../../lib/invite-rows';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/followupinviteslist (Staff, Practice): invited patients who have not
 * registered and whose last invite is at least FOLLOW_UP_AFTER_DAYS (7) days old (D-084).
 */
export const followUpInvitesListRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/followupinviteslist',
    tags: ['invites'],
    summary: 'Invited patients due for a follow-up',
    auth: ['Staff', 'Practice'],
    readModels: ['patient_invites'],
    input: inviteListRequest,
    reply: inviteListReply,
  },
  async ({ input, claims }, ctx) => {
    const practiceId = practiceIdOf(claims);
    const clock = listClock();
    const query = inviteRows(ctx.db, practiceId, clock)
      .where('registered_at', 'is', null)
      .where('bounced', '=', false)
      .where('delivered_count', '>', 0)
      .where('last_invited_at', '<=', clock.followUpCutoff);
    return pageOf(query, input, clock, ctx.db, practiceId);
  },
);
