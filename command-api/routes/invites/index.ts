import { sendInviteRoute } from './send-patient-invite';

/** Patient invites (issue #4). */
export const invitesCommandRoutes = [sendInviteRoute];
