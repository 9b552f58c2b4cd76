import { bouncedEmailPatientsRoute } from './customer/bouncedemailpatients';
import { followUpInvitesListRoute } from './customer/followupinviteslist';
import { inviteEligibilityRoute } from './customer/inviteeligibility';
import { invitesListRoute } from './customer/inviteslist';

/** Query routes of patient invites (issue #4). */
export const inviteQueryRoutes = [invitesListRoute, followUpInvitesListRoute, bouncedEmailPatientsRoute, inviteEligibilityRoute];
