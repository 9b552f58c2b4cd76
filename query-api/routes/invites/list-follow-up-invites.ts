import { inviteListRoute } from './invite-list-route';

/**
 * POST /api/customer/followupinviteslist (Staff, Practice): invited patients who have not
 * registered and whose last invite is at least FOLLOW_UP_AFTER_DAYS (7) days old (D-084).
 */
export const followUpInvitesListRoute = inviteListRoute('/api/customer/followupinviteslist', 'Invited patients due for a follow-up', (rows, clock) =>
  rows.where('registered_at', 'is', null).where('bounced', '=', false).where('delivered_count', '>', 0).where('last_invited_at', '<=', clock.followUpCutoff),
);
