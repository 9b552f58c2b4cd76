import { statusExpr } from '../../lib/invite-rows';
import { inviteListRoute } from './invite-list-route';

/**
 * POST /api/customer/inviteslist (Staff, Practice): the practice's patients who were invited or
 * are ready to invite, with their status, sorted (name, e-mail, last invite date, status) and paged.
 */
export const invitesListRoute = inviteListRoute('/api/customer/inviteslist', 'Patients invited or ready to invite', (rows, clock, input) => {
  const status = statusExpr(clock);
  let query = rows.where(status, 'is not', null);
  if (input.status) query = query.where(status, '=', input.status);
  if (input.isInviteFlagged !== undefined) query = query.where('invite_flagged', '=', input.isInviteFlagged);
  return query;
});
