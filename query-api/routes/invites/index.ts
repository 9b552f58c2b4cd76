import { inviteEligibilityRoute } from './get-invite-eligibility';
import { bouncedEmailPatientsRoute } from './list-bounced-email-patients';
import { followUpInvitesListRoute } from './list-follow-up-invites';
import { invitesListRoute } from './list-invites';

/** Patient invites (issue #4): the three lists and one patient's eligibility. */
export const invitesQueryRoutes = [invitesListRoute, followUpInvitesListRoute, bouncedEmailPatientsRoute, inviteEligibilityRoute];
