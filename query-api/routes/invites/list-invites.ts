import { practiceIdOf } from '../../../domain/identity/access-token';
import { inviteListReply, inviteListRequest } from '../../../domain/invites/api-schemas';
import { inviteRows, listClock, pageOf, statusExpr } from '../../lib/invite-rows';
import { queryRoute } from '../../lib/query-route';

/**
 * POST /api/customer/inviteslist (Staff, Practice): the practice's patients who were invited or
 * are ready to invite, with their status, sorted (name, e-mail, last invite date, status) and paged.
 */
export const invitesListRoute = queryRoute(
  {
    method: 'POST',
    path: '/api/customer/inviteslist',
    tags: ['invites'],
    summary: 'Patients invited or ready to invite',
    auth: ['Staff', 'Practice'],
    readModels: ['patient_invites'],
    input: inviteListRequest,
    reply: inviteListReply,
  },
  async ({ input, claims }, ctx) => {
    const practiceId = practiceIdOf(claims);
    const clock = listClock();
    const status = statusExpr(clock);
    let query = inviteRows(ctx.db, practiceId, clock).where(status, 'is not', null);
    if (input.status) query = query.where(status, '=', input.status);
    if (input.isInviteFlagged !== undefined) query = query.where('invite_flagged', '=', input.isInviteFlagged);
    return pageOf(query, input, clock, ctx.db, practiceId);
  },
);
