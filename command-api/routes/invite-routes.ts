import { sendInviteRoute } from './customer/sendinvite';

/** Command routes of patient invites (issue #4). */
export const inviteRoutes = [sendInviteRoute];
